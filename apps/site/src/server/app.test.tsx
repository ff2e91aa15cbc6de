import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LayoutError } from '@newsroom/composer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSiteEnv } from '../lib/env.ts';
import { createApp } from './app.tsx';
import { sessionCookieHeader, TEST_SECRET } from './testing/testSite.ts';

const layoutsDir = join(fileURLToPath(new URL('../../../../', import.meta.url)), 'layouts');
const assets = { styles: ['/assets/styles.css'], islandRuntime: '/assets/islands.js' };

const story = (msid: number) => ({
  msid,
  title: `Story ${msid}`,
  url: `/markets/news/story-${msid}/articleshow/${msid}.cms`,
  img: `http://api.test/photos/${msid}.png`,
  date: '2026-11-20T09:15:00+05:30',
});

const articleBody = {
  msid: '42',
  title: 'Sensex climbs 600 points as banks rally',
  url: '/markets/news/sensex-climbs/articleshow/42.cms',
  img: 'http://api.test/photos/42.png',
  imgcaption: 'Traders at work',
  imgagency: 'Reuters',
  authors: [{ id: 7, title: 'Asha Rao', url: '/etreporter/author-asha-rao-7.cms' }],
  highlights: [],
  artSummary: 'Banks led the gains.',
  date: '2026-11-20T09:15:00+05:30',
  updated: '2026-11-20T11:00:00+05:30',
  storyJSON: {
    node: 'root',
    child: [
      { node: 'element', tag: 'p', child: [{ node: 'text', text: 'Markets rose on Friday.' }] },
      { node: 'element', tag: 'script', child: [{ node: 'text', text: 'alert(1)' }] },
    ],
  },
  prime_blocker: 0,
  hostid: '153',
  related_news: {
    data: [
      { msid: '43', title: 'Banks lead', img: 'http://api.test/photos/43.png', url: '/x/articleshow/43.cms' },
    ],
  },
};

type Reply = { status: number; body: unknown } | 'down';
let backend: (url: URL) => Reply;
let calls: string[];

const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const auth = new Headers(init?.headers).get('authorization');
  if (url.pathname === '/auth/session' && auth === 'Bearer editor-token-0123456789') {
    return new Response(
      JSON.stringify({
        user: {
          isLogin: true,
          email: 'e@x',
          userInfo: { firstName: 'E' },
          isPrime: false,
          roles: ['editor'],
        },
      }),
    );
  }
  if (url.pathname === '/auth/session' && auth === 'Bearer reader-token-zarina-0123456789') {
    return new Response(
      JSON.stringify({
        user: {
          isLogin: true,
          email: 'zarina.k@reader.example',
          userInfo: { firstName: 'Zarina' },
          isPrime: false,
          roles: [],
        },
      }),
    );
  }
  calls.push(url.search);
  const reply = backend(url);
  if (reply === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
  return new Response(JSON.stringify(reply.body), { status: reply.status });
}) as typeof fetch;

function healthyBackend(url: URL): Reply {
  if (url.pathname === '/auth/session')
    return { status: 401, body: { error: { param: 'session', message: 'no session' } } };
  const type = url.searchParams.get('type');
  if (type === 'article') {
    return url.searchParams.get('msid') === '42'
      ? { status: 200, body: { searchResult: [{ data: articleBody }] } }
      : { status: 404, body: { error: { param: 'msid', message: 'no article' } } };
  }
  if (type === 'sections') return { status: 200, body: { searchResult: [{ data: sectionDirectory }] } };
  const top = Number(url.searchParams.get('top') ?? 3);
  // A paged list (section pages) counts the whole list: 45 stories, three pages of 20.
  const paged = url.searchParams.has('page') ? { count: 45 } : {};
  return {
    status: 200,
    body: { searchResult: [{ ...paged, data: Array.from({ length: top }, (_, i) => story(100 + i)) }] },
  };
}

const sectionDirectory = [
  { msid: '1052732854', name: 'News', url: '/news', parentId: null },
  { msid: '81582957', name: 'India', url: '/news/india', parentId: '1052732854' },
  { msid: '13352306', name: 'Markets', url: '/markets', parentId: null },
];

async function app() {
  const env = readSiteEnv(
    { CONTENT_API_URL: 'http://api.test', SITE_SECRET: TEST_SECRET },
    { layoutsDir, origin: 'https://www.ledger.test' },
  );
  return createApp({ env, assets, fetch: fakeFetch, log: () => {} });
}

beforeEach(() => {
  backend = healthyBackend;
  calls = [];
});

describe('site app', () => {
  it('renders an article with JSON-LD, the island runtime and no content script', async () => {
    const { status, html } = await (await app()).render('/markets/news/sensex-climbs/articleshow/42.cms');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="story__title">Sensex climbs 600 points as banks rally</h1>');
    expect(html).toContain('<p>Markets rose on Friday.</p>');
    expect(html).not.toContain('alert(1)');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="[\w-]{24}">\{"@context":"https:\/\/schema.org","@type":"NewsArticle"/,
    );
    expect(html).toContain('data-island="font-size"');
    expect(html).toMatch(/<script type="module" src="\/assets\/islands.js" nonce="[\w-]{24}"><\/script>/);
    expect(html).toContain('Photo: Reuters');
    // The default sidebar of layouts/article.json (this story names no section): for an
    // anonymous reader the latest 3, trending in the section, related articles (a short story with
    // a related item), the markets list, the recommendations and most popular; the live-events
    // promo is left out: this fake backend has no config.
    const asideStart = html.indexOf('<aside class="article-aside"');
    const aside = html.slice(asideStart, html.indexOf('</aside>', asideStart));
    expect([...aside.matchAll(/data-widget="([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'latest-from-publisher',
      'trending-in-section',
      'related-articles',
      'section-news',
      'recommendations',
      'most-popular',
    ]);
    // Interactive widgets are islands (no data-widget): the AB-23 ad slots (script islands: the ad
    // loader) and the AR-17 carousel after the related articles.
    expect([...aside.matchAll(/data-(?:widget|island)="([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'ad-slot',
      'latest-from-publisher',
      'ad-slot',
      'trending-in-section',
      'related-articles',
      'trending-links',
      'section-news',
      'ad-slot',
      'recommendations',
      'ad-slot',
      'most-popular',
      'ad-slot',
    ]);
    expect([...aside.matchAll(/data-ad-slot="(\w+)"/g)].map((m) => m[1])).toEqual([
      'topad',
      'mrec1',
      'mrec2',
      'rec1',
      'mrec3',
    ]);
  });

  it("AR-08: keeps a signed-in reader's name and e-mail out of the page (cached per variant); the mail island asks /api/session", async () => {
    const { status, html } = await (await app()).render('/markets/news/sensex-climbs/articleshow/42.cms', {
      cookie: sessionCookieHeader('reader-token-zarina-0123456789'),
    });
    expect(status).toBe(200);
    expect(html).toContain('Sign out');
    expect(html).toContain(
      'data-island="mail" data-hydrate="interaction" data-props="{&quot;props&quot;:{},&quot;data&quot;:{&quot;msid&quot;:&quot;42&quot;}}"',
    );
    expect(html).not.toMatch(/zarina/i);
  });

  it('ships no island runtime on a page without islands', async () => {
    // The print view: home and section pages have islands of their own (HM-02, HM-04, HM-05).
    const { status, html } = await (await app()).render('/markets/news/sensex-climbs/printarticle/42.cms');
    expect(status).toBe(200);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
  });

  it('HM-12 serves every section of the backend directory a page at a time, 404 for others', async () => {
    const site = await app();
    const india = await site.render('/news/india?page=2');
    expect(india.status).toBe(200);
    expect(india.html).toContain('<h1 class="category__title">India</h1>');
    expect(india.html.replace(/<!-- -->/g, '')).toContain('Page 2 of 3');
    expect(india.html).toContain('href="/news/india"');
    expect(india.html).toContain('href="/news/india?page=3"');
    expect(
      calls.some((q) => q.includes('type=plist') && q.includes('msid=81582957') && q.includes('page=2')),
    ).toBe(true);
    const news = await site.render('/news');
    expect(news.html).toMatch(/aria-label="Sections of News"[\s\S]*href="\/news\/india"/);
    expect((await site.render('/news/india?page=4')).status).toBe(404);
    expect((await site.render('/news/nowhere')).status).toBe(404);
    expect((await site.render('/news/india?page=0')).status).toBe(404);
    const slash = await site.render('/news/india/');
    expect(slash.status).toBe(301);
    const top = await site.render('/headlines.cms');
    expect(top.status).toBe(200);
    expect(top.html).toContain('<h1 class="category__title">Top News</h1>');
    expect((await site.render('/news/latest-news')).status).toBe(200);
  });

  it('answers 404 for an unknown msid and redirects a wrong slug to the canonical path', async () => {
    const site = await app();
    expect((await site.render('/news/x/articleshow/7.cms')).status).toBe(404);
    expect((await site.render('/old/slug/articleshow/42.cms')).status).toBe(301);
  });

  it('answers 503 with a plain page when the backend is down', async () => {
    backend = () => 'down';
    const { status, html } = await (await app()).render('/markets/news/sensex-climbs/articleshow/42.cms');
    expect(status).toBe(503);
    expect(html).toContain('We&#x27;ll be right back');
    expect(html).not.toMatch(/ECONNREFUSED|TypeError/);
  });

  it('answers 503 when the backend sends a malformed article', async () => {
    backend = () => ({ status: 200, body: { searchResult: [{ data: { msid: '42' } }] } });
    expect((await (await app()).render('/markets/news/sensex-climbs/articleshow/42.cms')).status).toBe(503);
  });

  it('leaves a failing widget out and still serves the article (X-05)', async () => {
    backend = (url) =>
      url.searchParams.get('type') === 'article' ? healthyBackend(url) : { status: 500, body: {} };
    const { status, html } = await (await app()).render('/markets/news/sensex-climbs/articleshow/42.cms');
    expect(status).toBe(200);
    expect(html).not.toContain('data-widget="latest-from-publisher"');
  });

  it('shares one backend call between concurrent renders of the same list', async () => {
    const site = await app();
    await Promise.all([site.render('/'), site.render('/')]);
    const latest = calls.filter((search) => search.includes('latestnewsflag'));
    expect(latest).toHaveLength(1);
  });
});

describe('site start', () => {
  it('refuses to start with a broken layout and names file, path and reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(
      join(dir, 'article.json'),
      JSON.stringify({
        page: 'article',
        regions: { aside: [{ widget: 'latest-from-publisher', props: { count: 'x' } }] },
      }),
    );
    const env = readSiteEnv({}, { layoutsDir: dir, origin: 'https://www.ledger.test' });
    const started = createApp({ env, assets, fetch: fakeFetch, log: () => {} });
    await expect(started).rejects.toBeInstanceOf(LayoutError);
    await expect(started).rejects.toThrow(/layouts-\w+\/article\.json: regions\.aside\[0\]\.props\.count: /);
  });
});

describe('layouts in development', () => {
  it('applies a good change without a restart and keeps the last good layout through a bad one, showing its faults', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    cpSync(layoutsDir, dir, { recursive: true });
    const env = readSiteEnv(
      { CONTENT_API_URL: 'http://api.test' },
      { layoutsDir: dir, origin: 'https://www.ledger.test' },
    );
    const site = await createApp({ env, assets, fetch: fakeFetch, log: () => {}, watchLayouts: true });
    try {
      const home = join(dir, 'home.json');
      const original = readFileSync(home, 'utf8');
      writeFileSync(home, original.replace('"count": 22,', '"count": 22, "title": "Headlines",'));
      // The home page renders some 40 widgets (HM-01); on a loaded machine one render takes seconds.
      await vi.waitFor(async () => expect((await site.render('/')).html).toContain('>Headlines</h2>'), {
        timeout: 15_000,
      });

      writeFileSync(home, original.replace('"widget": "top-news"', '"widget": "top-newz"'));
      await vi.waitFor(async () => expect((await site.render('/')).html).toContain('Layout faults'), {
        timeout: 15_000,
      });
      const { status, html } = await site.render('/');
      expect(status).toBe(200);
      expect(html).toContain('>Headlines</h2>');
      // main[0] and main[1] are the IPL score (HM-07) and live TV (HM-09), shown only when switched on.
      expect(html).toMatch(/home\.json: regions\.main\[2\]\.widget: unknown widget &quot;top-newz&quot;/);
    } finally {
      site.close();
    }
    // Room for the two waits above and the renders around them: the 5 s default cut them short.
  }, 45_000);
});

describe('layout preview (ED-03)', () => {
  const path = '/_preview/layout?page=article&msid=42&tier=prime&geo=other&hour=4&words=300';

  it('is closed in production without an editor session, open with one', async () => {
    const site = await app();
    expect((await site.render(path)).status).toBe(404);
    expect((await site.render(path, { cookie: sessionCookieHeader('reader-token-0123456789') })).status).toBe(
      404,
    );
    const { status, html } = await site.render(path, {
      cookie: sessionCookieHeader('editor-token-0123456789'),
    });
    expect(status).toBe(200);
    expect(html).toContain('Layout preview');
  });

  it('shows the variant, every slot with its rule, and the rendered page with the same choices', async () => {
    const env = readSiteEnv(
      { CONTENT_API_URL: 'http://api.test' },
      { layoutsDir, origin: 'https://www.ledger.test' },
    );
    const site = await createApp({ env, assets, fetch: fakeFetch, log: () => {}, watchLayouts: true });
    try {
      const { status, html } = await site.render(path);
      expect(status).toBe(200);
      expect(html).toContain('variant <code>default</code>: default: no earlier variant matched');
      // A Prime reader gets no ad slots: the rows say so, with the rule.
      expect(html).toMatch(/<code>ad-slot<\/code>.*?<td>no<\/td><td>ref showAds</);
      // 300 words: the sidebar related block shows, popular-in-section does not.
      expect(html).toMatch(/<code>related-articles<\/code>.*?<td>yes<\/td><td>ref shortWithRelated</);
      expect(html).toMatch(/<code>popular-in-section<\/code>.*?<td>no<\/td><td>ref longRead</);
      // Each named condition is described once, with whether it holds (issue 26.2).
      expect(html).toMatch(/<code>showAds<\/code><\/td><td>no<\/td><td>all of \(/);
      expect(html).toContain('src="/_preview/render?page=article&amp;msid=42&amp;tier=prime&amp;geo=other');

      const frame = await site.render(
        '/_preview/render?page=article&msid=42&tier=prime&geo=other&hour=4&words=300',
      );
      expect(frame.status).toBe(200);
      expect(frame.html).toContain('Sensex climbs 600 points');
      expect(frame.html).not.toContain('data-widget="ad-slot"');
    } finally {
      site.close();
    }
  });

  it('HM-07, HM-09 previews the home page with live TV and the IPL score switched as an editor might', async () => {
    const env = readSiteEnv(
      { CONTENT_API_URL: 'http://api.test' },
      { layoutsDir, origin: 'https://www.ledger.test' },
    );
    const site = await createApp({ env, assets, fetch: fakeFetch, log: () => {}, watchLayouts: true });
    try {
      const { html } = await site.render('/_preview/layout?page=home&liveTv=Center&rhsSlot=2&ipl=on');
      const row = (key: string) => new RegExp(`<small>${key}</small></td><td>(yes|no)</td>`).exec(html)?.[1];
      expect(row('live-tv-left')).toBe('no');
      expect(row('live-tv-right-1')).toBe('no');
      expect(row('live-tv-right-2')).toBe('yes');
      expect(row('live-tv-right-3')).toBe('no');
      expect(row('ipl-score')).toBe('yes');
      expect(row('top-news-beside-ipl')).toBe('yes');
      expect(row('top-news')).toBe('no');
      const off = (await site.render('/_preview/layout?page=home&liveTv=off&ipl=off')).html;
      expect(/<small>top-news<\/small><\/td><td>(yes|no)<\/td>/.exec(off)?.[1]).toBe('yes');
    } finally {
      site.close();
    }
  });

  it('previews section pages: AR-14 Bonds Corner on the markets home (markethp), not on tech', async () => {
    const env = readSiteEnv(
      { CONTENT_API_URL: 'http://api.test' },
      { layoutsDir, origin: 'https://www.ledger.test' },
    );
    const site = await createApp({ env, assets, fetch: fakeFetch, log: () => {}, watchLayouts: true });
    try {
      const markets = await site.render('/_preview/layout?page=category&section=13352306');
      expect(markets.html).toContain('From <code>layouts/category.json</code>');
      expect(markets.html).toMatch(/<code>bonds-corner<\/code>.*?<td>yes<\/td><td>page\.type in/);
      expect(markets.html).toContain('src="/_preview/render?page=category&amp;section=13352306');
      const tech = await site.render('/_preview/layout?page=category&section=13357270');
      expect(tech.html).toMatch(/<code>bonds-corner<\/code>.*?<td>no<\/td><td>page\.type in/);
    } finally {
      site.close();
    }
  });
});
