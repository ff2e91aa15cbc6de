import { StickyBar } from '@newsroom/ui';
import { defineIsland } from '../../lib/defineIsland.ts';

/**
 * AR-11: the byline bar that stays at the top once the reader reaches the story's body, with the
 * page title and the header logo. Hydrated on the first scroll; until then the server's hidden
 * bar costs nothing.
 */
export interface StickyBarData {
  title: string;
}

function StickyBarIsland({
  data: { title },
  watchBodyTop = watchStoryBodyTop,
}: {
  props: unknown;
  data: StickyBarData;
  /** Where the story body's top is; the page's own `.story__body` unless given (stories). */
  watchBodyTop?: (report: (top: number) => void) => () => void;
}) {
  return (
    <StickyBar.Root className="sticky-bar" role="region" aria-label="Story title" watchBodyTop={watchBodyTop}>
      <div className="sticky-bar__inner">
        <a className="sticky-bar__logo" href="/">
          <span className="masthead__the">The</span> Economic Ledger
        </a>
        <span className="sticky-bar__title">{title}</span>
      </div>
    </StickyBar.Root>
  );
}

/** Reports the body's top at most once a frame while the window scrolls. */
function watchStoryBodyTop(report: (top: number) => void): () => void {
  const body = document.querySelector('.story__body');
  if (!body) return () => {};
  let frame = 0;
  const measure = () => {
    frame = 0;
    report(body.getBoundingClientRect().top);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

export default defineIsland('sticky-bar', StickyBarIsland);
