import { type HighlightProps, highlightContract } from '@newsroom/contracts/widgets/highlight';
import { safeHref } from '@newsroom/rules/safe-url';
import type { HighlightBlock, StoryItem } from '../../content/schemas.ts';
import { StoryLink } from '../shared/StoryLink.tsx';
import { defineWidget } from '../types.ts';

/** HM-11: the switch's value that shows the widget (spec §5), exactly. */
export const HIGHLIGHT_ENABLED = 'Enable Widget';

export interface HighlightData {
  title: string;
  /** The heading's link, when the feed gives a safe one. */
  href: string | null;
  stories: StoryItem[];
}

/**
 * HM-11 (spec §5): the highlight shows only when the first block's data is non-empty and its
 * metainfo flag equals 'Enable Widget'; anything else is no widget (null).
 */
export function readHighlight(block: HighlightBlock, count: number): HighlightData | null {
  if (block.data.length === 0) return null;
  if (block.metainfo?.SupplementaryContentId?.value !== HIGHLIGHT_ENABLED) return null;
  if (!block.plistFolderTitle) return null;
  return {
    title: block.plistFolderTitle,
    href: safeHref(block.overridelink),
    stories: block.data.slice(0, count),
  };
}

/** HM-11: the highlight widget, from the section's feed with its metainfo; static HTML. */
export const highlight = defineWidget(highlightContract, {
  async load(ctx, props) {
    return readHighlight(await ctx.content.stories.highlight(props.sectionId, props.count), props.count);
  },
  View({ data }: { props: HighlightProps; data: HighlightData | null }) {
    if (!data) return null;
    const [lead, ...rest] = data.stories;
    if (!lead) return null;
    return (
      <section className="widget widget--section widget--highlight">
        <h2 className="widget__title">{data.href ? <a href={data.href}>{data.title}</a> : data.title}</h2>
        <StoryLink story={lead} image={{ size: 'sectionNewsLead' }} showSynopsis />
        <ul className="widget__list widget__list--ruled">
          {rest.map((story) => (
            <li key={story.msid}>
              <StoryLink story={story} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
