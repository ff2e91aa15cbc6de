import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../content/client.ts';
import { liveTvSwitches, readSiteSwitches } from './siteSwitches.ts';

// HM-07, HM-09 the home page's switches, read per request from the backend: live TV's placement
// (only the spec's values; anything else is off) and whether the IPL score will show.

describe('HM-09 live TV switches from the livetv config', () => {
  it.each([
    ['1', '2', { liveTvStatus: '1', liveTvSlot: '2' }],
    ['Center', '3', { liveTvStatus: 'Center', liveTvSlot: '3' }],
    ['4', '1', { liveTvStatus: '4', liveTvSlot: '1' }],
    ['2', '', { liveTvStatus: '2', liveTvSlot: '' }],
    ['0', '1', { liveTvStatus: '', liveTvSlot: '1' }],
    ['center', '9', { liveTvStatus: '', liveTvSlot: '' }],
    ['<script>', '1; drop', { liveTvStatus: '', liveTvSlot: '' }],
  ])('home_status %j, rhs_slot %j', (status, slot, expected) => {
    expect(liveTvSwitches({ livetv_home_status: status, livetv_rhs_slot: slot })).toEqual(expected);
  });

  it('no config: off', () => {
    expect(liveTvSwitches(null)).toEqual({ liveTvStatus: '', liveTvSlot: '' });
  });
});

describe('HM-07, HM-09 the switches of a home page', () => {
  const innings = {
    number: 1,
    batting: { short: 'MUM', name: 'Mumbai Mariners' },
    bowling: { short: 'CHE', name: 'Chennai Chargers' },
    runs: 10,
    wickets: 0,
    overs: '1.2',
    allottedOvers: 20,
  };
  const content = (ipl: () => Promise<unknown>, config: () => Promise<unknown>) =>
    ({ editorial: { config }, cricket: { ipl } }) as unknown as ContentClient;

  it('IPL active only with innings; live TV as configured', async () => {
    const score = { matchId: '58231', series: 'IPL', result: '', innings: [innings] };
    const live = content(
      async () => ({ matchId: '58231', score, href: null }),
      async () => ({ livetv_home_status: '1', livetv_rhs_slot: '1' }),
    );
    expect(await readSiteSwitches(live, () => {}, 500)).toEqual({
      liveTvStatus: '1',
      liveTvSlot: '1',
      iplActive: true,
    });
    const noInnings = content(
      async () => ({ matchId: '58231', score: { ...score, innings: [] }, href: null }),
      async () => ({}),
    );
    expect((await readSiteSwitches(noInnings, () => {}, 500)).iplActive).toBe(false);
  });

  it('a failing or late backend switches both off, logged', async () => {
    const log: string[] = [];
    const failing = content(
      () => Promise.reject(new Error('503')),
      () => new Promise(() => {}),
    );
    expect(await readSiteSwitches(failing, (m) => log.push(m), 50)).toEqual({
      liveTvStatus: '',
      liveTvSlot: '',
      iplActive: false,
    });
    expect(log).toHaveLength(2);
  });
});
