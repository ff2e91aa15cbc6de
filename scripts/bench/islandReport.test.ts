import { describe, expect, it } from 'vitest';
import { islandTimingTable, islandTimingVerdicts } from './islandReport.ts';
import type { IslandFigure, IslandRun, IslandTiming } from './islandTiming.ts';

const figure = (name: string, runs: IslandRun[], action = 'scrolls to it'): IslandFigure => ({
  name,
  trigger: action.startsWith('taps') ? 'interaction' : 'visible',
  page: 'article',
  reader: 'anonymous',
  action,
  runs,
});
const timing = (figures: IslandFigure[]): IslandTiming => ({
  figures,
  notFound: [],
  seconds: 100,
  skippedLoads: 0,
});
const tap = (readyMs: number, inpMs: number): IslandRun => ({ outcome: 'interactive', readyMs, inpMs });

describe('islandTimingVerdicts', () => {
  it('judges each tap on its slowest INP of the loads against 200 ms, the first taps named first', () => {
    const verdicts = islandTimingVerdicts(
      timing([
        figure('share', [tap(300, 80), tap(350, 240), tap(320, 96)], 'taps “Share this story”'),
        figure('comments', [tap(900, 120), tap(1000, 200), tap(950, 104)], 'taps “Comments”'),
        figure('stock-widget', [{ outcome: 'interactive', readyMs: 3000 }]),
      ]),
    );
    expect(
      verdicts.map(({ name, ok, detail }) => [name.split(':')[1]?.trim().split(' ')[0], ok, detail]),
    ).toEqual([
      ['comments', true, 'p95 200 ms, p50 120 ms (<= 200 ms)'],
      ['share', false, 'p95 240 ms, p50 96 ms (<= 200 ms)'],
      [undefined, true, undefined],
    ]);
    expect(verdicts[0]!.name).toContain('at once after first paint');
    expect(verdicts[1]!.name).not.toContain('at once after first paint');
  });

  it('is over budget when a load left an island asleep, saying how often and why (a page sent without the island is no island’s fault)', () => {
    const verdicts = islandTimingVerdicts(
      timing([
        figure('top-news', [
          tap(3000, 90),
          { outcome: 'woke nothing', detail: 'the tap was lost', inpMs: 40 },
          { outcome: 'woke nothing', detail: 'the tap was lost', inpMs: 48 },
        ]),
        figure('ad-slot', [{ outcome: 'interactive', readyMs: 1500 }, { outcome: 'timed out' }]),
        figure('chat-assistant', [{ outcome: 'interactive', readyMs: 900 }, { outcome: 'not on the page' }]),
      ]),
    );
    const every = verdicts.at(-1)!;
    expect(every.ok).toBe(false);
    expect(every.detail).toBe('top-news: 2 × woke nothing (the tap was lost); ad-slot: 1 × timed out');
  });

  it('is over budget for a kind no load could measure', () => {
    const verdicts = islandTimingVerdicts(
      timing([figure('poll-of-the-day', [{ outcome: 'not on the page' }, { outcome: 'not on the page' }])]),
    );
    expect(verdicts.at(-1)).toMatchObject({ ok: false, detail: 'poll-of-the-day: never measured' });
  });
});

describe('islandTimingTable', () => {
  it('prints p50 / p95 of the loads that became interactive and says how many did', () => {
    const rows = islandTimingTable(
      timing([
        figure(
          'share',
          [tap(300, 80), tap(500, 240), { outcome: 'tap missed', detail: 'the tap landed on div.bar' }],
          'taps “Share”',
        ),
      ]),
    );
    expect(rows[1]).toEqual([
      'share',
      'interaction',
      'article',
      'taps “Share”',
      '300 / 500 ms',
      '80 / 240 ms',
      '2/3: 1 × tap missed (the tap landed on div.bar)',
    ]);
  });
});
