import { selectStackedArticlesView, stackedArticlesMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stackedStoryLoader } from '../client/stackedStory.ts';

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
export default function StackedArticlesIsland({ first, next, advertorial, siteName }: StackedArticlesProps) {
  const stack = useRef<HTMLDivElement>(null);
  const loader = useRef<HTMLDivElement>(null);
  const reading = useRef<IntersectionObserver | null>(null);
  const machine = useMemo(
    () =>
      stackedArticlesMachine.provide({
        actors: {
          loadStory: stackedStoryLoader(
            () => stack.current,
            (story) => reading.current?.observe(story),
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
  // The server's HTML (and a page without script) is 'static': the plain link and the footer show.
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);

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
      {next && (
        <nav className="next-story" aria-label="Next story">
          <a href={next.url}>
            <span className="next-story__label">Next story</span> {next.title}
          </a>
        </nav>
      )}
    </div>
  );
}
