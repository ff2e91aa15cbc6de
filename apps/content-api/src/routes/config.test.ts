import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { ConfigAnswer } from './config.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /config (AR-14, AR-15, AR-16)', () => {
  it('AR-15 serves the live-events config: toggle, title, subtitle and numbered cards with links', async () => {
    const answer = await api.getParsed(ConfigAnswer, '/config?key=inarticle_events');
    expect(answer.key).toBe('inarticle_events');
    expect(answer.data).toMatchObject({
      inarticle_events_toggle: '1',
      inarticle_events_title: expect.any(String),
      inarticle_events_subtitle: expect.any(String),
      inarticle_events_card1: expect.any(String),
      inarticle_events_link1: expect.stringMatching(/^\//),
    });
    const cards = Object.keys(answer.data).filter((name) => /^inarticle_events_card\d+$/.test(name));
    expect(cards.length).toBeGreaterThanOrEqual(1);
    for (const card of cards) expect(answer.data[card.replace('card', 'link')]).toBeTruthy();
    const response = await api.get('/config?key=inarticle_events');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('AR-16 serves the Prime nudge texts: the CTA and the trial text', async () => {
    const answer = await api.getParsed(ConfigAnswer, '/config?key=primehome_header');
    expect(answer).toEqual({
      key: 'primehome_header',
      data: {
        primehome_header_ctaText: 'Get Ledger Prime',
        primehome_header_trialText: expect.stringMatching(/trial/i),
      },
    });
    const response = await api.get('/config?key=primehome_header');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('AR-14 serves the Bonds Corner: title, sponsor, an https partner page and utm campaign tags', async () => {
    const answer = await api.getParsed(ConfigAnswer, '/config?key=bonds_corner');
    expect(answer.data).toMatchObject({
      bonds_corner_title: 'Bonds Corner',
      bonds_corner_sponsor: expect.any(String),
      bonds_corner_partnerUrl: expect.stringMatching(/^https:\/\//),
      bonds_corner_utm_source: expect.any(String),
      bonds_corner_utm_medium: expect.any(String),
      bonds_corner_utm_campaign: expect.any(String),
    });
  });

  it('answers the same every time (a static seed)', async () => {
    const first = await api.getParsed(ConfigAnswer, '/config?key=inarticle_events');
    const second = await api.getParsed(ConfigAnswer, '/config?key=inarticle_events');
    expect(second).toEqual(first);
  });

  it('refuses a missing or unknown key with a 400 naming it', async () => {
    expect(await api.getError('/config', 400)).toMatchObject({ param: 'key', message: /required/ });
    expect(await api.getError('/config?key=nope', 400)).toMatchObject({
      param: 'key',
      message: 'must be one of inarticle_events, primehome_header, bonds_corner',
    });
    expect(await api.getError('/config?key=inarticle_events&key=inarticle_events', 400)).toMatchObject({
      param: 'key',
    });
  });
});
