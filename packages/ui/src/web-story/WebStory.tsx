import { selectWebStoryView, type WebStoryView, webStoryMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import useEmblaCarousel from 'embla-carousel-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type EmblaFollowing, useEmblaFollow } from '../carousel/useEmblaFollow.ts';

/**
 * AB-18 web-story slider, headless, on Embla: one page of the story at a time, previous and next
 * bounded (`aria-disabled` at the ends, still focusable), a progress bar of the pages, and each
 * page's caption with a synopsis that opens and closes ("More" / "Less", `aria-expanded`). The
 * next page's picture is fetched as soon as a page shows (`preload`), so Next never waits; a
 * page's own picture is drawn once it has shown (`render(shown)`), never for the 21 at once.
 * The machine (`webStoryMachine`) owns the index; Embla follows it (swipes come back as GOTO).
 *
 * The caption sits over the picture in a box of fixed shape, so opening the synopsis moves
 * nothing around the widget.
 */

export interface WebStoryPage {
  key: string;
  /** Draws the page's picture; `shown` once the page has been the current one. */
  render: (shown: boolean) => ReactNode;
  /** The picture's address, fetched ahead when the page before it shows. */
  preload?: string;
  title: string;
  synopsis: string;
  /** Small print under the caption (the picture's credit). */
  credit?: string;
}

export interface WebStoryProps extends Omit<ComponentProps<'section'>, 'children'> {
  pages: readonly WebStoryPage[];
  header?: ReactNode;
  /** After the last page: the whole story elsewhere (the slideshow page). */
  footer?: ReactNode;
  classNames?: Partial<
    Record<
      | 'frame'
      | 'viewport'
      | 'track'
      | 'page'
      | 'progress'
      | 'step'
      | 'caption'
      | 'title'
      | 'synopsis'
      | 'toggle'
      | 'credit'
      | 'arrow',
      string
    >
  >;
}

type WebStoryActor = ActorRefFrom<typeof webStoryMachine>;

const followWebStory: EmblaFollowing<WebStoryActor> = {
  index: (snapshot) => snapshot.context.index,
  jump: () => false,
  select: (actor, index) => actor.send({ type: 'GOTO', index }),
};

const sameView = (a: WebStoryView, b: WebStoryView) =>
  a.index === b.index && a.pages === b.pages && a.expanded === b.expanded;

/** Fetches a picture into the browser's cache without drawing it. */
function fetchAhead(src: string | undefined): void {
  if (!src || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.decoding = 'async';
  picture.src = src;
}

export function WebStory({ pages, header, footer, classNames = {}, ...props }: WebStoryProps) {
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const machine = useMemo(
    () =>
      webStoryMachine.provide({
        actions: {
          preload: (_, params: { index: number }) => fetchAhead(pagesRef.current[params.index]?.preload),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { pages: pages.length } });
  const view = useSelector(actor, selectWebStoryView, sameView);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  useEmblaFollow(embla, actor, followWebStory);
  useEffect(() => actor.send({ type: 'PAGES', count: pages.length }), [actor, pages.length]);
  const synopsisId = useId();

  const shown = useRef(new Set<number>());
  shown.current.add(view.index);

  if (pages.length === 0) return null;
  const current = pages[view.index] ?? pages[0]!;
  return (
    <section
      role="region"
      aria-roledescription="carousel"
      {...props}
      data-state={view.expanded ? 'expanded' : 'collapsed'}
    >
      {header}
      <div className={classNames.frame} style={{ position: 'relative' }}>
        <div className={classNames.viewport} ref={viewportRef} style={{ overflow: 'hidden' }}>
          <div className={classNames.track} style={{ display: 'flex' }}>
            {pages.map((page, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
              <div
                key={page.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${pages.length}`}
                className={classNames.page}
                data-state={index === view.index ? 'active' : 'inactive'}
                inert={index !== view.index}
                style={{ flex: '0 0 100%', minWidth: 0 }}
              >
                {page.render(shown.current.has(index))}
              </div>
            ))}
          </div>
        </div>
        <ol className={classNames.progress} aria-hidden="true">
          {pages.map((page, index) => (
            <li
              key={page.key}
              className={classNames.step}
              data-state={index < view.index ? 'done' : index === view.index ? 'current' : 'todo'}
            />
          ))}
        </ol>
        <div className={classNames.caption} aria-live="polite">
          <p className={classNames.title}>{current.title}</p>
          {current.synopsis && (
            <>
              <p
                id={synopsisId}
                className={classNames.synopsis}
                data-state={view.expanded ? 'expanded' : 'collapsed'}
              >
                {current.synopsis}
              </p>
              <button
                type="button"
                className={classNames.toggle}
                aria-expanded={view.expanded}
                aria-controls={synopsisId}
                onClick={() => actor.send({ type: 'TOGGLE' })}
              >
                {view.expanded ? 'Less' : 'More'}
              </button>
            </>
          )}
          {current.credit && <p className={classNames.credit}>{current.credit}</p>}
        </div>
        <button
          type="button"
          className={classNames.arrow}
          data-side="prev"
          data-state={view.canPrev ? 'enabled' : 'disabled'}
          aria-disabled={!view.canPrev}
          aria-label="Previous page"
          onClick={() => view.canPrev && actor.send({ type: 'PREV' })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={classNames.arrow}
          data-side="next"
          data-state={view.canNext ? 'enabled' : 'disabled'}
          aria-disabled={!view.canNext}
          aria-label="Next page"
          onClick={() => view.canNext && actor.send({ type: 'NEXT' })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {footer}
    </section>
  );
}
