import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Layout, type LayoutContext, parseLayout, resolveLayout } from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { topNewsCount } from '@newsroom/rules/home';
import { describe, expect, it } from 'vitest';

// HM-07, HM-09 the home page's live blocks as layouts/home.json places them, for every switch:
// the IPL score heads the left column while active and top news then shows 17; live TV by
// home_status and rhs_slot, top news 17 beside it in the column. Fixed clock: 10:00 IST, Wednesday.

function loadHome(): Layout {
  const file = fileURLToPath(new URL('../../../../layouts/home.json', import.meta.url));
  const parsed = parseLayout('layouts/home.json', readFileSync(file, 'utf8'), widgetContracts);
  if (!parsed.ok) throw new Error(parsed.faults.map((f) => `${f.path}: ${f.reason}`).join('\n'));
  return parsed.layout;
}
const home = loadHome();

const homeContext = (
  site: Partial<LayoutContext['site']> = {},
  tier: LayoutContext['reader']['tier'] = 'anonymous',
): LayoutContext => ({
  page: { kind: 'home', type: 'homepage', hour: 10, weekday: 3, paywall: 'none' },
  reader: { tier, trialEligible: false, geo: 'IN', device: 'desktop' },
  site: { liveTvStatus: '', liveTvSlot: '', iplActive: false, ...site },
  url: { query: {} },
});
const regions = (site: Partial<LayoutContext['site']> = {}, tier?: LayoutContext['reader']['tier']) =>
  resolveLayout(home, homeContext(site, tier)).regions;
/** How many stories top news shows for these switches (its props through the shared rule). */
const topNewsStories = (site: Partial<LayoutContext['site']>) => {
  const slots = (regions(site).main ?? []).filter((slot) => slot.widget === 'top-news');
  expect(slots).toHaveLength(1);
  const props = slots[0]!.props as { iplActive?: boolean; liveTvInColumn?: boolean; count: number };
  return topNewsCount(
    { iplActive: props.iplActive === true, liveTvInColumn: props.liveTvInColumn === true },
    props.count,
  );
};

describe('HM-07 the IPL score on the home page', () => {
  it('heads the left column while a match with innings is on, and top news shows 17', () => {
    expect((regions({ iplActive: true }).main ?? []).slice(0, 2).map((s) => s.widget)).toEqual([
      'ipl-score',
      'top-news',
    ]);
    expect(topNewsStories({ iplActive: true })).toBe(17);
  });

  it('is not there otherwise, and top news shows the fitted 22', () => {
    expect((regions().main ?? []).some((s) => s.widget === 'ipl-score')).toBe(false);
    expect((regions().main ?? [])[0]?.key).toBe('top-news');
    expect(topNewsStories({})).toBe(22);
  });
});

describe('HM-09 live TV placement, for every home_status and rhs_slot', () => {
  /** Where the player is: region and the slot keys around it. */
  const placed = (site: Partial<LayoutContext['site']>, tier?: LayoutContext['reader']['tier']) =>
    Object.entries(regions(site, tier)).flatMap(([region, slots]) =>
      (slots ?? []).flatMap((slot, index) =>
        slot.widget === 'live-tv'
          ? [{ region, index, props: slot.props, after: (slots ?? [])[index - 1]?.key ?? null }]
          : [],
      ),
    );

  it('off ("" or anything else): no player, top news fitted', () => {
    expect(placed({})).toEqual([]);
    expect(topNewsStories({})).toBe(22);
  });

  it("'1': the left column, above top news; top news 17", () => {
    expect(placed({ liveTvStatus: '1', liveTvSlot: '2' })).toEqual([
      { region: 'main', index: 0, props: { tall: false }, after: null },
    ]);
    expect((regions({ liveTvStatus: '1' }).main ?? [])[1]?.widget).toBe('top-news');
    expect(topNewsStories({ liveTvStatus: '1' })).toBe(17);
    // Beside the IPL score too: the score first, then the player, then 17 stories.
    expect(
      (regions({ liveTvStatus: '1', iplActive: true }).main ?? []).slice(0, 3).map((s) => s.widget),
    ).toEqual(['ipl-score', 'live-tv', 'top-news']);
    expect(topNewsStories({ liveTvStatus: '1', iplActive: true })).toBe(17);
  });

  it("'2': above the layout (top), taller", () => {
    expect(placed({ liveTvStatus: '2', liveTvSlot: '1' })).toEqual([
      { region: 'top', index: 0, props: { tall: true }, after: null },
    ]);
    expect(topNewsStories({ liveTvStatus: '2' })).toBe(22);
  });

  it("'3': the top of the page, its column's size", () => {
    expect(placed({ liveTvStatus: '3', liveTvSlot: '1' })).toEqual([
      { region: 'top', index: 0, props: { tall: false }, after: null },
    ]);
    expect(topNewsStories({ liveTvStatus: '3' })).toBe(22);
  });

  it.each(['Center', '4'])("'%s': the right column, at rhs_slot among its widgets", (status) => {
    expect(placed({ liveTvStatus: status, liveTvSlot: '1' })).toEqual([
      { region: 'right', index: 0, props: { tall: false }, after: null },
    ]);
    expect(placed({ liveTvStatus: status, liveTvSlot: '2' })).toEqual([
      { region: 'right', index: 1, props: { tall: false }, after: 'mrec1' },
    ]);
    expect(placed({ liveTvStatus: status, liveTvSlot: '3' })).toEqual([
      { region: 'right', index: 2, props: { tall: false }, after: 'videos' },
    ]);
    // No slot given: the third place.
    expect(placed({ liveTvStatus: status, liveTvSlot: '' })).toEqual([
      { region: 'right', index: 2, props: { tall: false }, after: 'videos' },
    ]);
    expect(topNewsStories({ liveTvStatus: status })).toBe(22);
  });

  it('a Prime reader (no ads, so no first ad): slot 2 comes first, before videos', () => {
    expect(placed({ liveTvStatus: '4', liveTvSlot: '2' }, 'prime')).toEqual([
      { region: 'right', index: 0, props: { tall: false }, after: null },
    ]);
    expect((regions({ liveTvStatus: '4', liveTvSlot: '2' }, 'prime').right ?? [])[1]?.key).toBe('videos');
  });
});
