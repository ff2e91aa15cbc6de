import { useId } from 'react';

/** AR-12: the story outline block is 325×195; longer outlines scroll inside it. */
export const OUTLINE_SIZE = { width: 325, height: 195 } as const;

/**
 * The article's highlights as the story outline. The block keeps its size whatever the text;
 * a long outline scrolls inside, and the block takes keyboard focus so it can be scrolled
 * without a pointer.
 */
export function StoryOutline({ highlights }: { highlights: readonly string[] }) {
  const headingId = useId();
  const lines = highlights.map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section className="story-outline" aria-labelledby={headingId}>
      <h2 className="story-outline__title" id={headingId}>
        Story outline
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div className="story-outline__scroll" tabIndex={0}>
        <ul className="story-outline__list">
          {lines.map((line, index) => (
            // Highlights may repeat; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
            <li key={index}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
