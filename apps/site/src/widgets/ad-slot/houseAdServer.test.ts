import { describe, expect, it } from 'vitest';
import { readHouseAd } from './houseAdServer.ts';

// AB-23: the browser takes a served ad only as the site sends it; anything else is no ad.

const ad = {
  slot: 'mrec1',
  creativeId: 7,
  token: 'T0kenT0kenT0kenT0kenT0',
  width: 300,
  height: 250,
  creativeUrl: '/ads/creative/7?slot=mrec1',
  clickUrl: '/ads/click?c=7&t=T0kenT0kenT0kenT0kenT0',
};

describe('AB-23 readHouseAd', () => {
  it('takes the site’s own answer', () => {
    expect(readHouseAd({ ad })).toEqual({
      slot: 'mrec1',
      creativeId: 7,
      token: ad.token,
      creativeUrl: ad.creativeUrl,
      clickUrl: ad.clickUrl,
    });
  });

  it.each([
    ['a frame elsewhere', { ...ad, creativeUrl: 'https://evil.example/ads/creative/7?slot=mrec1' }],
    ['a script address', { ...ad, clickUrl: 'javascript:alert(1)' }],
    ['an unknown slot', { ...ad, slot: 'mrec9' }],
    ['a token of another shape', { ...ad, token: '<img>' }],
    ['a creative id that is no number', { ...ad, creativeId: '7' }],
  ])('refuses %s', (_name, body) => {
    expect(readHouseAd({ ad: body })).toBeNull();
  });

  it('refuses what is no answer at all', () => {
    for (const body of [null, 'x', {}, { ad: null }, { ad: 'x' }]) expect(readHouseAd(body)).toBeNull();
  });
});
