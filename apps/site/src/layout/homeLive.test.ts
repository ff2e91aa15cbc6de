import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Layout, type LayoutContext, parseLayout, resolveLayout } from '@newsroom/composer';
import { topNewsCount } from '@newsroom/rules/home';
import { describe, expect, it } from 'vitest';
import { widgetContracts } from '../widgets/contracts.ts';

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
