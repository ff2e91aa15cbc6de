import { ANALYTICS_VIEW_SECONDS, pageViewAttribute, slotPlaceAttribute } from '@newsroom/rules/analytics';
import { describe, expect, it } from 'vitest';
import { checkBeacon } from './analyticsBeacon.ts';
import { AnalyticsViews, placedIn } from './analyticsView.ts';

// X-02 / ED-05, Hardening (issue 26.3): a tracker batch passes the site only with its page's
// signed, unexpired view token, and only for places that page placed.

const secret = 's'.repeat(32);
const views = new AnalyticsViews(secret);
const now = Date.parse('2026-11-20T14:30:00Z');
const top = { layout: 'home', region: 'main', variant: '', slot: 'main:top-news', section: '' };
const page = { layout: 'home', section: '', msid: '' };
const html = `<main data-analytics-page="${pageViewAttribute(page)}"><div data-slot="x" data-analytics-slot="${slotPlaceAttribute(top)}">Top</div></main>`;
const token = views.issue(placedIn(html), now);
const impression = { type: 'impression', ...top };
const click = { type: 'click', ...top };
const batch = (events: unknown[], view: unknown = token) => JSON.stringify({ view, events });

describe('the page view token and the beacon check', () => {
  it('passes a batch of the page’s own places, naming the view and its expiry for the backend', () => {
    const checked = checkBeacon(batch([impression, click, { type: 'pageview', ...page }]), views, now);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const claims = views.verify(token, now)!;
    expect(checked.header).toBe(`${claims.view}.${Math.floor(now / 1000) + ANALYTICS_VIEW_SECONDS}`);
    expect(JSON.parse(checked.body)).toEqual({ events: [impression, click, { type: 'pageview', ...page }] });
  });

  it('gives each rendering a view of its own', () => {
    const other = views.issue(placedIn(html), now);
    expect(views.verify(other, now)!.view).not.toBe(views.verify(token, now)!.view);
  });

  it.each([
    ['no token', JSON.stringify({ events: [impression] })],
    ['a token that is not one', batch([impression], 'forged')],
    [
      'a token signed with another secret',
      batch([impression], new AnalyticsViews('x'.repeat(32)).issue(placedIn(html), now)),
    ],
    [
      'a token whose payload was changed',
      batch([impression], `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`),
    ],
  ])('refuses %s (403 view)', (_, body) => {
    expect(checkBeacon(body, views, now)).toMatchObject({ ok: false, status: 403, param: 'view' });
  });

  it('refuses an expired token', () => {
    const later = now + ANALYTICS_VIEW_SECONDS * 1000;
    expect(checkBeacon(batch([impression]), views, later)).toMatchObject({ ok: false, status: 403 });
    expect(checkBeacon(batch([impression]), views, later - 1000).ok).toBe(true);
  });

  it.each([
    ['a slot the page did not place', { ...impression, slot: 'main:ticker' }],
    ['a place in another layout', { ...click, layout: 'article' }],
    [
      'a page view of a story the page is not',
      { type: 'pageview', layout: 'article', section: '', msid: '999999999' },
    ],
  ])('refuses %s (400, naming the event)', (_, event) => {
    expect(checkBeacon(batch([impression, event]), views, now)).toMatchObject({
      ok: false,
      status: 400,
      param: 'events[1]',
    });
  });

  it('refuses what is not a batch', () => {
    expect(checkBeacon('{', views, now)).toMatchObject({ status: 400, param: 'body' });
    expect(checkBeacon(batch([]), views, now)).toMatchObject({ status: 400, param: 'events' });
    expect(checkBeacon(batch([{ ...impression, email: 'a@b.in' }]), views, now)).toMatchObject({
      status: 400,
      param: 'events[0]',
    });
  });
});
