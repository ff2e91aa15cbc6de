import { describe, expect, it } from 'vitest';
import {
  AD_RECTANGLE_SLOT_NAMES,
  AD_SLOT_NAMES,
  AD_SLOTS,
  adLabelOf,
  adsSwitchedOffBy,
  isAdSlot,
} from './ads.ts';

describe('AB-23 ad slots (shared by the site and the backend)', () => {
  it('names topad, mrec1–mrec5, the two international units, the recommendation unit, the home page placeholder and the mid-article video slot', () => {
    expect(AD_SLOT_NAMES).toEqual([
      'topad',
      'mrec1',
      'mrec2',
      'mrec3',
      'mrec4',
      'mrec5',
      'intl1',
      'intl2',
      'rec1',
      'sponsored',
      'video',
    ]);
    expect(isAdSlot('mrec3')).toBe(true);
    expect(isAdSlot('toString')).toBe(false);
    expect(isAdSlot('mrec6')).toBe(false);
  });

  it('reserves boxes a 360 px phone holds (the video slot is a 16:9 ratio the column’s width takes)', () => {
    for (const slot of AD_RECTANGLE_SLOT_NAMES) expect(AD_SLOTS[slot].width).toBeLessThanOrEqual(320);
    expect(AD_SLOTS.video.width / AD_SLOTS.video.height).toBeCloseTo(16 / 9);
    expect(adLabelOf('rec1')).toBe('Sponsored');
    expect(adLabelOf('topad')).toBe('Advertisement');
    expect(adLabelOf('sponsored')).toBe('Sponsored content');
  });

  it('opt=1 and skip_taboola=1 switch every ad script off', () => {
    expect(adsSwitchedOffBy(new URLSearchParams('opt=1'))).toBe(true);
    expect(adsSwitchedOffBy(new URLSearchParams('skip_taboola=1'))).toBe(true);
    expect(adsSwitchedOffBy({ opt: '0', skip_taboola: '2' })).toBe(false);
    expect(adsSwitchedOffBy(new URLSearchParams(''))).toBe(false);
  });
});
