import { selectStackedArticlesView, stackedArticlesMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import { stackedStoryLoader } from './stackedStory.ts';

export interface StackedStory {
  msid: string;
  title: string;
  url: string;
}

export interface StackedArticlesProps {
  /** The story the reader opened. */
  first: StackedStory;
  /** The story after it, or null. */
  next: StackedStory | null;
  /** An advertorial stacked first (readers who are not Prime), or null. */
  advertorial: StackedStory | null;
  /** The site's name, for the document title. */
  siteName: string;
}

/** The loader starts this far before it is visible (spec §4). */
const LOADER_MARGIN = '0px 0px 300px 0px';
/** The story whose part crosses the middle of the window is the one being read. */
const READING_LINE = '-50% 0px -50% 0px';

/**
 * AB-06 stacked articles: below the story, the next ones arrive as the reader scrolls — each the
 * server's own HTML of the article (`/_stack/{msid}`: body, inserts, toolbar and islands), after
 * a "Next story" divider. The address bar and the title follow the story being read, so a
 * reload or a shared link lands on it. Without script: a plain link to the next story.
 */
function StackedArticlesIsland({ first, next, advertorial, siteName }: StackedArticlesProps) {
  const stack = useRef<HTMLDivElement>(null);
  const loader = useRef<HTMLDivElement>(null);
  const reading = useRef<IntersectionObserver | null>(null);
  // The stories the page knows an address and title for, by msid: the first story's next, then
  // each stacked story's own next (from its HTML), for the link on once the stack has ended.
  const known = useRef(new Map<string, StackedStory>(next ? [[next.msid, next]] : []));
  const machine = useMemo(
    () =>
      stackedArticlesMachine.provide({
        actors: {
          loadStory: stackedStoryLoader(
            () => stack.current,
            (story) => {
              reading.current?.observe(story);
              const onward = nextOf(story);
              if (onward) known.current.set(onward.msid, onward);
            },
          ),
        },
        actions: { log: (_, { error }) => console.error('stacked articles stopped:', error) },
      }),
    [],
  );
  const actor = useActorRef(machine, {
    input: { first: first.msid, next: next?.msid ?? null, advertorial: advertorial?.msid ?? null },
  });
  const view = useSelector(actor, selectStackedArticlesView);
  const ended = useSelector(actor, (snapshot) => snapshot.context.ended);
  const upcoming = useSelector(actor, (snapshot) => snapshot.context.upcoming);
  const shown = useSelector(actor, (snapshot) => snapshot.context.shown);
  // The server's HTML (and a page without script) is 'static': the plain link and the footer show.
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  // The plain link on: without script the first story's next. Once the stack has ended, the
  // story it would have stacked next (after 10, or one that failed to arrive), never one the
  // reader has just read above; none after the oldest story or a repeat.
  const onward = !awake
    ? next
    : upcoming !== null && !shown.includes(upcoming)
      ? (known.current.get(upcoming) ?? null)
      : null;

  // The loader near the window asks for the next story; after each arrives it is watched anew,
  // so a loader still in range asks again.
  useEffect(() => {
    const element = loader.current;
    if (!element || view !== 'waiting') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'NEAR' });
      },
      { rootMargin: LOADER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [actor, view]);

  // The story being read names the address and the title.
  useEffect(() => {
    const firstStory = document.querySelector<HTMLElement>(`.story[data-msid="${first.msid}"]`);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = entry.target as HTMLElement;
          const path = element === firstStory ? first.url : element.dataset.path;
          const title = element === firstStory ? first.title : element.dataset.title;
          if (!path?.startsWith('/') || path.startsWith('//')) continue;
          if (window.location.pathname !== path) window.history.replaceState(null, '', path);
          if (title) document.title = `${title} | ${siteName}`;
        }
      },
      { rootMargin: READING_LINE },
    );
    if (firstStory) observer.observe(firstStory);
    for (const story of stack.current?.children ?? []) observer.observe(story);
    reading.current = observer;
    return () => observer.disconnect();
  }, [first, siteName]);

  return (
    <div className="story-stack" data-state={awake ? view : 'static'} data-ended={ended ?? undefined}>
      {/* Filled from the server's HTML, never by React: it renders no children here. */}
      <div ref={stack} className="story-stack__articles" />
      {/* Paints nothing: a story arriving above it moves nothing the reader sees (stack.css). */}
      <div ref={loader} className="story-stack__loader">
        <span className="visually-hidden" role="status">
          {view === 'loading' ? 'Loading the next story…' : ''}
        </span>
      </div>
      {onward && (
        <nav className="next-story" aria-label="Next story">
          <a href={onward.url}>
            <span className="next-story__label">Next story</span> {onward.title}
          </a>
        </nav>
      )}
    </div>
  );
}

/** A stacked story's own next story, from its HTML; null when it names none or an odd address. */
function nextOf(story: HTMLElement): StackedStory | null {
  const { next: msid, nextPath: url, nextTitle: title } = story.dataset;
  if (!msid || !title || !url?.startsWith('/') || url.startsWith('//')) return null;
  return { msid, url, title };
}

export default defineIsland('stacked-articles', StackedArticlesIsland);
