import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LayoutContext, parseLayout, resolveLayout } from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { HIGHLIGHT_SECTION_ID } from '@newsroom/contracts/widgets/highlight';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { HighlightBlock, StoryItem } from '../../content/schemas.ts';
import { loadSlots, Region } from '../../layout/regions.tsx';
import type { WidgetContext } from '../types.ts';
import { readHighlight } from './highlight.tsx';

// HM-11: the highlight widget shows only when the first block's data is non-empty and its
// metainfo flag equals 'Enable Widget' (spec §5) — checked on the rule and where home.json places
// it (the right column's special-content slot).

const story = (msid: number): StoryItem => ({
  msid: String(msid),
  title: `Special story ${msid}`,
  url: `/special-content/s/articleshow/${msid}.cms`,
});
const block = (over: Partial<HighlightBlock> = {}): HighlightBlock => ({
  data: [story(1), story(2), story(3)],
  metainfo: { SupplementaryContentId: { value: 'Enable Widget' } },
  plistFolderTitle: 'Special Content',
  overridelink: '/special-content',
  ...over,
});

describe('HM-11 readHighlight', () => {
  it('HM-11 stories and the flag Enable Widget: shown, with the feed’s heading and link', () => {
    expect(readHighlight(block(), 2)).toEqual({
      title: 'Special Content',
      href: '/special-content',
      stories: [story(1), story(2)],
    });
  });

  it.each([
    ['no stories', { data: [] }],
    ['the flag off', { metainfo: { SupplementaryContentId: { value: 'Disable Widget' } } }],
    ['the flag in other letter case', { metainfo: { SupplementaryContentId: { value: 'enable widget' } } }],
    ['no flag', { metainfo: {} }],
    ['no metainfo', { metainfo: undefined }],
    ['no heading', { plistFolderTitle: undefined }],
  ])('HM-11 %s: not shown', (_name, over) => {
    expect(readHighlight(block(over as Partial<HighlightBlock>), 4)).toBeNull();
  });

  it('HM-11 an unsafe link leaves the heading as text', () => {
    expect(readHighlight(block({ overridelink: 'javascript:alert(1)' }), 4)?.href).toBeNull();
  });
});

describe('HM-11 placement: the right column’s special-content slot of home.json', () => {
  const file = fileURLToPath(new URL('../../../../../layouts/home.json', import.meta.url));
  const parsed = parseLayout('layouts/home.json', readFileSync(file, 'utf8'), widgetContracts);
  if (!parsed.ok) throw new Error('home.json is broken');
  const page = {
    page: { kind: 'home', type: 'homepage', hour: 12, weekday: 2, paywall: 'none', path: '/' },
    reader: { tier: 'anonymous', trialEligible: false, adFree: false, geo: 'IN', device: 'desktop' },
    site: { liveTvStatus: '', liveTvSlot: '' },
    url: { query: {} },
  } as unknown as LayoutContext;
  const right = resolveLayout(parsed.layout, page).regions.right ?? [];

  const rendered = async (answer: HighlightBlock) => {
    const highlight = vi.fn(async () => answer);
    const ctx = { content: { stories: { highlight } } as unknown as ContentClient, page } as WidgetContext;
    const slots = right.filter((slot) => slot.key === 'special-content');
    const loaded = await loadSlots(slots, ctx, 1000, () => {});
    return { html: renderToStaticMarkup(<Region name="right" slots={loaded} />), highlight };
  };

  it('HM-11 the slot is the highlight widget, after opinion and before the slideshows', () => {
    const keys = right.map((slot) => slot.key);
    expect(right.find((slot) => slot.key === 'special-content')?.widget).toBe('highlight');
    expect(keys.indexOf('special-content')).toBe(keys.indexOf('opinion-right') + 1);
    expect(keys.indexOf('slideshows')).toBe(keys.indexOf('special-content') + 1);
  });

  it('HM-11 both conditions hold: the stories under the feed’s heading', async () => {
    const { html, highlight } = await rendered(block());
    expect(highlight).toHaveBeenCalledWith(HIGHLIGHT_SECTION_ID, 4);
    expect(html).toContain('<a href="/special-content">Special Content</a>');
    expect(html).toContain('Special story 3');
  });

  it('HM-11 data empty, or the flag not Enable Widget: nothing in the column', async () => {
    for (const answer of [
      block({ data: [] }),
      block({ metainfo: { SupplementaryContentId: { value: 'Disable Widget' } } }),
    ]) {
      const { html } = await rendered(answer);
      expect(html).not.toContain('Special Content');
      expect(html).not.toContain('widget--highlight');
    }
  });
});
