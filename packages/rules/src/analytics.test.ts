import { describe, expect, it } from 'vitest';
import { clickThrough, parseSlotPlaceAttribute, slotPlaceAttribute, trackingRefused } from './analytics.ts';
import { analyticsBatchSchema } from './analytics-schema.ts';

// the rules the browser's tracker and the backend share.

const place = {
  layout: 'article',
  region: 'aside',
  variant: 'markets',
  slot: 'aside:markets:3',
  section: '13352306',
};

describe('X-02 slot place attribute', () => {
  it('round-trips through the attribute', () => {
    expect(parseSlotPlaceAttribute(slotPlaceAttribute(place))).toEqual(place);
    const home = { ...place, layout: 'home', region: 'right', variant: '', slot: 'right:0', section: '' };
    expect(parseSlotPlaceAttribute(slotPlaceAttribute(home))).toEqual(home);
  });

  it.each([
    null,
    '',
    'article|aside|markets|mrec1',
    'article|aside|markets|mrec1|1|extra',
    'article|aside|markets|<script>|1',
    'article||markets|mrec1|1',
    'article|aside|markets|mrec1|abc',
    `${'a'.repeat(81)}|aside||mrec1|`,
  ])('refuses %j', (value) => {
    expect(parseSlotPlaceAttribute(value)).toBeNull();
  });
});

describe('X-02 the backend batch schema', () => {
  it('takes impressions, clicks and page views', () => {
    const batch = {
      events: [
        { type: 'impression', ...place },
        { type: 'click', ...place },
        { type: 'pageview', layout: 'article', section: '13352306', msid: '125400003' },
      ],
    };
    expect(analyticsBatchSchema.parse(batch)).toEqual(batch);
  });

  it('refuses an empty batch, one of 51 events, unknown types and extra fields (no personal data rides along)', () => {
    const impression = { type: 'impression', ...place };
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(51).fill(impression) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(50).fill(impression) }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...impression, type: 'hover' }] }).success).toBe(
      false,
    );
    expect(analyticsBatchSchema.safeParse({ events: [{ ...impression, email: 'a@b.c' }] }).success).toBe(
      false,
    );
    expect(
      analyticsBatchSchema.safeParse({ events: [{ ...impression, slot: 'x'.repeat(81) }] }).success,
    ).toBe(false);
  });
});

describe('X-02 tracking refused', () => {
  it('by Do Not Track or Global Privacy Control', () => {
    expect(trackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ doNotTrack: '0' })).toBe(false);
    expect(trackingRefused({})).toBe(false);
  });
});

describe('X-02 click-through', () => {
  it('is clicks per impression, none without impressions', () => {
    expect(clickThrough(200, 5)).toBe(0.025);
    expect(clickThrough(0, 3)).toBeNull();
  });

  // Hardening (issue 26.3): the report showed aside:markets:12 at 3 impressions and 5 clicks.
  it('is never above 100%, even for rows counted with more clicks than impressions', () => {
    expect(clickThrough(3, 5)).toBe(1);
    expect(clickThrough(3, 3)).toBe(1);
    expect(clickThrough(4, 1)).toBe(0.25);
  });
});

describe('X-02 page view attribute', () => {
  it('round-trips, and refuses what is not well formed', async () => {
    const { pageViewAttribute, parsePageViewAttribute } = await import('./analytics.ts');
    const page = { layout: 'article', section: '13357270', msid: '125400003' };
    expect(parsePageViewAttribute(pageViewAttribute(page))).toEqual(page);
    expect(parsePageViewAttribute('home||')).toEqual({ layout: 'home', section: '', msid: '' });
    for (const bad of [null, '', 'article|1', 'article|x|1', 'article|1|2|3', '<b>|1|2']) {
      expect(parsePageViewAttribute(bad)).toBeNull();
    }
  });
});
