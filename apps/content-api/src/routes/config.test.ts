import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxConfigValueLength, siteConfig } from '../seed/site-config.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';
import { ConfigAnswer } from './config.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /config (AR-14, AR-15, AR-16, AB-09)', () => {
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

  it('AB-03 serves the partner investing container: on, house label, texts, a site link and a section of house stories', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=partner_investing');
    expect(data).toEqual({
      partner_investing_toggle: '1',
      partner_investing_label: 'From the Ledger',
      partner_investing_title: 'Investing beyond India',
      partner_investing_text: expect.stringMatching(/Liberalised Remittance Scheme/),
      partner_investing_ctaText: expect.any(String),
      partner_investing_ctaLink: expect.stringMatching(/^\//),
      partner_investing_sectionId: expect.stringMatching(/^\d+$/),
      partner_investing_disclaimer: expect.stringMatching(/market risks/),
    });
  });

  it('AB-09 serves every text of the paywall blocker, its pictures as absolute URLs the API serves', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=paywall');
    for (const name of [
      'header',
      'subheader',
      'expiredHeader',
      'expiredSubheader',
      'saleText',
      'ctaText',
      'expiredCtaText',
      'loginText',
      'stickyText',
      'studentOfferText',
      'trialHeader',
      'trialInfo',
      'trialCtaText',
    ]) {
      expect(data[`paywall_${name}`], name).toMatch(/\S/);
    }
    expect(data.paywall_studentOfferLink).toMatch(/^\//);
    for (const name of ['paywall_desktopImage', 'paywall_mobileImage', 'paywall_trialImage']) {
      const url = data[name] ?? '';
      expect(url, name).toMatch(new RegExp(`^${testPublicUrl}/photos/\\d+\\.png$`));
      const picture = await api.get(url.slice(testPublicUrl.length));
      expect(picture.status, name).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
  });

  it('AB-09 keeps every configured value a short text (a longer one is an editing mistake)', () => {
    for (const [key, data] of Object.entries(siteConfig)) {
      for (const [name, value] of Object.entries(data)) {
        expect(value.length, `${key}.${name}`).toBeGreaterThan(0);
        expect(value.length, `${key}.${name}`).toBeLessThanOrEqual(maxConfigValueLength);
      }
    }
  });

  it('answers the same every time (a static seed)', async () => {
    const first = await api.getParsed(ConfigAnswer, '/config?key=inarticle_events');
    const second = await api.getParsed(ConfigAnswer, '/config?key=inarticle_events');
    expect(second).toEqual(first);
  });

  it('answers the AB-21 disclaimers: one per agency that carries one, and the partner one', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=disclaimers');
    expect(Object.keys(data).sort()).toEqual([
      'disclaimers_et_contributors',
      'disclaimers_et_spotlight',
      'disclaimers_et_spotlight_special',
      'disclaimers_partner',
      'disclaimers_smartkarma_plus_india',
      'disclaimers_team_productline',
      'disclaimers_the_feed',
    ]);
  });

  it('refuses a missing or unknown key with a 400 naming it', async () => {
    expect(await api.getError('/config', 400)).toMatchObject({ param: 'key', message: /required/ });
    expect(await api.getError('/config?key=nope', 400)).toMatchObject({
      param: 'key',
      message:
        'must be one of inarticle_events, primehome_header, bonds_corner, paywall, disclaimers, shop, common, partner_investing, epaper, dptimerwidget, livetv',
    });
    expect(await api.getError('/config?key=inarticle_events&key=inarticle_events', 400)).toMatchObject({
      param: 'key',
    });
  });
});

describe('GET /config: AB-19 shop and AB-11 / AB-23 common', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('AB-19 serves an affiliate tag per shop', async () => {
    const answer = await api.getParsed(ConfigAnswer, '/config?key=shop');
    expect(answer.data).toEqual({ shop_amazon_tag: 'economicledger-21', shop_noon_tag: 'economicledger' });
  });

  it('AB-11 serves the tech sponsor, the summit and awards banners, and AB-23 an ad unit per slot', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=common');
    expect(data).toMatchObject({
      sponsors_tech_onoff: '1',
      sponsors_tech_link: expect.stringMatching(/^https:\/\//),
      sponsors_tech_logo: expect.stringMatching(/^\/static\//),
      etsummit_banner_onoff: '1',
      etexcellence_awardbanner_onoff: '1',
    });
    // Banner pictures are answered absolute, on the API's public address, and it paints them.
    expect(data.etsummit_banner_image).toBe(`${testPublicUrl}/photos/100721.png`);
    expect((await api.get('/photos/100722.png')).status).toBe(200);
    for (const slot of ['topad', 'mrec1', 'mrec2', 'mrec3', 'mrec4', 'mrec5']) {
      expect(data[`adslot_${slot}`], slot).toMatch(/^\/\d+\/ledger\//);
    }
  });
});

describe('GET /config?key=epaper (HM-10)', () => {
  it('HM-10 serves both editions: an https epaper host, their ids, the Wealth edition’s date and seo path, covers that exist', async () => {
    const { data } = await api.getParsed(ConfigAnswer, '/config?key=epaper');
    expect(new URL(data.epaper_host!).protocol).toBe('https:');
    expect(data.epaper_todayPath).toMatch(/^\/timesepaper\/publication-[a-z-]+,city-[a-z]+\.cms$/);
    expect(data.epaper_todayMsid).toMatch(/^\d+$/);
    expect(data.epaper_wealthMsid).toMatch(/^\d+$/);
    expect(data.epaper_wealthSeopath).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    expect(data.epaper_wealthTitle).toMatch(/\d{4}$/);
    for (const cover of [data.epaper_todayImage!, data.epaper_wealthImage!]) {
      expect(cover.startsWith(`${testPublicUrl}/photos/`)).toBe(true);
      const picture = await api.get(cover.slice(testPublicUrl.length));
      expect(picture.status, cover).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    }
  });
});
