import { ANALYTICS_VIEW_ATTR, parseSlotPlaceAttribute } from '@newsroom/rules/analytics';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH } from './testing/fakeReaders.ts';
import { SITE_ORIGIN, startTestSite, type TestSite } from './testing/testSite.ts';

// X-02 / ED-05, Hardening (issue 26.3): a page carries its signed view token, and the site passes
// a tracker batch to the backend only with it, only for the page's own slots.

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const beacon = (body: unknown) =>
  fetch(`${site.url}/api/analytics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify(body),
  });

describe('the view token in the page and the proxy’s check', () => {
  it('passes a batch of the page’s own slot with its token, and nothing forged', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}${ARTICLE_PATH}`)).text();
    const token = new RegExp(`<template ${ANALYTICS_VIEW_ATTR}="([^"]+)"></template>`).exec(html)?.[1];
    expect(token).toBeDefined();
    const attribute = /data-analytics-slot="([^"]+)"/.exec(html)?.[1] ?? null;
    const place = parseSlotPlaceAttribute(attribute);
    expect(place).not.toBeNull();
    const impression = { type: 'impression', ...place };

    const calls = () => site.calls.filter((call) => call.path === '/analytics/events');
    for (const forged of [
      { events: [impression] },
      { view: `${token!.slice(0, -2)}xx`, events: [impression] },
      { view: token, events: [{ ...impression, slot: 'top-news-forged' }] },
      { view: token, events: [{ type: 'pageview', layout: 'article', section: '', msid: '999999999' }] },
    ]) {
      const answer = await beacon(forged);
      expect([400, 403], JSON.stringify(forged).slice(0, 80)).toContain(answer.status);
    }
    expect(calls()).toHaveLength(0);

    await beacon({ view: token, events: [impression, { type: 'click', ...place }] });
    expect(calls()).toHaveLength(1);
    const call = calls()[0]!;
    expect(call.headers.get('x-analytics-view')).toMatch(/^[\w-]{22}\.\d+$/);
    expect(JSON.parse(call.body)).toEqual({ events: [impression, { type: 'click', ...place }] });
  });

  it('gives a cached copy of a page its token as rendered, and a new rendering a new one', async () => {
    site = await startTestSite();
    const tokenOf = async () =>
      new RegExp(`${ANALYTICS_VIEW_ATTR}="([^"]+)"`).exec(
        await (await fetch(`${site.url}${ARTICLE_PATH}`)).text(),
      )?.[1];
    const first = await tokenOf();
    expect(await tokenOf()).toBe(first);
    site.advance(60_000);
    expect(await tokenOf()).not.toBe(first);
  });
});
