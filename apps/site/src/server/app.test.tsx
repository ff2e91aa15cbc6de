import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LayoutError } from '@newsroom/composer';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../config/env.ts';
import { createApp } from './app.tsx';

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
};

type Reply = { status: number; body: unknown } | 'down';
let backend: (url: URL) => Reply;
let calls: string[];

const fakeFetch = (async (input: string | URL | Request) => {
  const url = new URL(String(input));
  calls.push(url.search);
  const reply = backend(url);
  if (reply === 'down') throw new TypeError('fetch failed: ECONNREFUSED');
  return new Response(JSON.stringify(reply.body), { status: reply.status });
}) as typeof fetch;

function healthyBackend(url: URL): Reply {
  const type = url.searchParams.get('type');
  if (type === 'article') {
    return url.searchParams.get('msid') === '42'
      ? { status: 200, body: { searchResult: [{ data: articleBody }] } }
      : { status: 404, body: { error: { param: 'msid', message: 'no article' } } };
  }
  const top = Number(url.searchParams.get('top') ?? 3);
  return {
    status: 200,
    body: { searchResult: [{ data: Array.from({ length: top }, (_, i) => story(100 + i)) }] },
  };
}

async function app() {
  const env = readSiteEnv({ CONTENT_API_URL: 'http://api.test' }, { layoutsDir });
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
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle"',
    );
    expect(html).toContain('data-island="font-size"');
    expect(html).toContain('<script type="module" src="/assets/islands.js"></script>');
    expect(html).toContain('Photo: Reuters');
    // The default sidebar of layouts/article.json (section 13352306 has its own variant; this
    // story has none): ad slots for an anonymous reader, the latest 3, the markets list.
    const aside = html.slice(html.indexOf('<aside class="article-aside"'));
    expect([...aside.matchAll(/data-widget="([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'ad-slot',
      'latest-from-publisher',
      'ad-slot',
      'section-news',
      'ad-slot',
    ]);
  });

  it('ships no island runtime on a page without islands', async () => {
    const { status, html } = await (await app()).render('/');
    expect(status).toBe(200);
    expect(html).toContain('Top News');
    expect(html).not.toContain('<script');
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
    const env = readSiteEnv({}, { layoutsDir: dir });
    const started = createApp({ env, assets, fetch: fakeFetch, log: () => {} });
    await expect(started).rejects.toBeInstanceOf(LayoutError);
    await expect(started).rejects.toThrow(/layouts-\w+\/article\.json: regions\.aside\[0\]\.props\.count: /);
  });
});
