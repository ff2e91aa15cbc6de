import { request } from 'node:http';
import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteEnv, SiteSettingError } from '../lib/env.ts';
import { ARTICLE_PATH, EDITOR_TOKEN, READER_TOKEN } from './testing/fakeReaders.ts';
import {
  form,
  layoutsDir,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from './testing/testSite.ts';

// The Hardening issue's defects on the site's side, each as a reader or an attacker would meet
// it over HTTP (numbers are the items).

let site: TestSite;
afterEach(async () => {
  await site?.close();
});

const signedIn = (token: string) => ({ headers: { cookie: sessionCookieHeader(token) } });

describe('#4 #5 returning after sign-in', () => {
  const signIn = (back: string) =>
    fetch(`${site.url}/login`, form({ email: 'r@x', password: 'right', return: back }));

  it('never leaves the site, however the return path is disguised', async () => {
    site = await startTestSite();
    for (const back of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      'https://evil.example/',
      '\t//evil.example',
    ]) {
      const answer = await signIn(back);
      expect(answer.status, JSON.stringify(back)).toBe(303);
      const location = answer.headers.get('location') ?? '';
      expect(new URL(location, SITE_ORIGIN).origin, JSON.stringify(back)).toBe(SITE_ORIGIN);
    }
    // `/%09/evil.example` typed into the form reaches us encoded: a real path on the site.
    expect((await signIn('/%09/evil.example')).headers.get('location')).toBe('/%09/evil.example');
  });

  it('answers a return path with non-ASCII or control characters with an encoded Location, never a 500', async () => {
    site = await startTestSite();
    const hindi = await signIn('/news/\u0939\u093f');
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get('location')).toBe('/news/%E0%A4%B9%E0%A4%BF');
    const separator = await signIn('/news/a\u2028b');
    expect(separator.status).toBe(303);
    expect(separator.headers.get('location')).toBe('/news/a%E2%80%A8b');
    const control = await signIn('/news/a\u0001b?q=\u0007x');
    expect(control.status).toBe(303);
    expect(control.headers.get('location')).toBe('/news/a%01b?q=%07x');
  });
});

describe('#6 editors’ preview', () => {
  it('is never served to a non-editor from the page cache, whatever an editor fetched before', async () => {
    site = await startTestSite();
    const path = `/_preview/render?page=article&msid=42&tier=prime`;
    const editor = await fetch(`${site.url}${path}`, signedIn(EDITOR_TOKEN));
    expect(editor.status).toBe(200);
    expect(editor.headers.get('cache-control')).toBe('no-store');
    for (const headers of [signedIn(READER_TOKEN), {}]) {
      const other = await fetch(`${site.url}${path}`, headers);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain('Sensex climbs');
    }
  });
});

describe('#7 page cache', () => {
  it('keys pages only on the query parameters they read: junk parameters share one entry', async () => {
    site = await startTestSite();
    expect((await fetch(`${site.url}/`)).headers.get('x-page-cache')).toBe('MISS');
    for (let i = 0; i < 50; i++) {
      const junk = await fetch(`${site.url}/?utm_${i}=x&fbclid=${i}`);
      expect(junk.headers.get('x-page-cache')).toBe('HIT');
    }
    // The opinions page reads `page`: each page is its own entry.
    expect(site.app.pageCache.size).toBe(1);
  });

  it('is bounded by bytes and drops entries past their life', async () => {
    site = await startTestSite({ PAGE_CACHE_MB: '0.05' });
    for (const path of ['/', '/markets', '/wealth', '/tech', '/industry']) await fetch(`${site.url}${path}`);
    expect(site.app.pageCache.bytes).toBeLessThanOrEqual(0.05 * 1024 * 1024);
    expect(site.app.pageCache.size).toBeGreaterThan(0);
    site.advance(31_000 + 600_000);
    site.app.pageCache.sweep();
    expect(site.app.pageCache.size).toBe(0);
  });
});

describe('#8 outages', () => {
  // Lists are not kept by the content client here, so every render asks the backend.
  const uncachedLists = { LIST_CACHE_SECONDS: '0' };

  it('serves the last good copy, marked STALE, when the backend fails a page that has expired', async () => {
    site = await startTestSite(uncachedLists);
    const good = await fetch(`${site.url}/`);
    expect(good.status).toBe(200);
    const html = await good.text();
    site.advance(31_000);
    site.down = true;
    const stale = await fetch(`${site.url}/`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(31);
    // The same page, with this response's own nonce.
    const strip = (text: string) => text.replaceAll(/nonce="[\w-]+"/g, '');
    expect(strip(await stale.text())).toBe(strip(html));
    // Past the stale-if-error window the reader is told plainly.
    site.advance(600_000);
    expect((await fetch(`${site.url}/`)).status).toBe(503);
  });

  it('never caches a page whose parts the backend failed, and prefers a good copy to it', async () => {
    site = await startTestSite(uncachedLists);
    site.failing = (path) => path.includes('latestnewsflag');
    const partial = await fetch(`${site.url}/`);
    expect(partial.status).toBe(200);
    expect(partial.headers.get('cache-control')).toBe('no-store');
    expect(site.app.pageCache.size).toBe(0);
    site.failing = () => false;
    expect((await fetch(`${site.url}/`)).headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=30,/,
    );
    site.advance(31_000);
    site.failing = (path) => path.includes('latestnewsflag');
    expect((await fetch(`${site.url}/`)).headers.get('x-page-cache')).toBe('STALE');
  });
});

describe('#8 the page chrome', () => {
  it('leaves the Prime nudge out when its texts cannot be had, and does not cache that page', async () => {
    site = await startTestSite({ LIST_CACHE_SECONDS: '0' });
    site.failing = (path) => path.startsWith('/config?key=primehome_header');
    const without = await fetch(`${site.url}/`);
    expect(await without.text()).not.toContain('data-island="prime-nudge"');
    expect(without.headers.get('cache-control')).toBe('no-store');
    site.failing = () => false;
    const withBar = await fetch(`${site.url}/`);
    expect(withBar.headers.get('x-page-cache')).toBe('MISS');
    expect(await withBar.text()).toContain('data-island="prime-nudge"');
  });
});

describe('#11 form bodies', () => {
  // Past the sign-in's own limit (a password as long as the backend reads), and 8 KB for the rest.
  const big = 'x'.repeat(BODY_LIMITS.signIn);

  it('refuses sign-in, subscribe and sign-out bodies over their limits with 413, before acting on them', async () => {
    site = await startTestSite();
    for (const path of ['/login', '/subscribe', '/logout']) {
      const answer = await fetch(`${site.url}${path}`, {
        ...form({ email: 'r@x', password: 'right', return: '/', padding: big }),
        ...signedIn(READER_TOKEN),
      });
      expect(answer.status, path).toBe(413);
      expect(await answer.text()).toContain('Too much to send');
    }
    expect(site.calls.some((call) => /auth\/(login|subscribe|logout)|prime\/checkout/.test(call.path))).toBe(
      false,
    );
  });
});

describe('#12 security headers', () => {
  it('sends a nonce CSP whose nonce every script of the page carries; a cached copy keeps its own', async () => {
    site = await startTestSite();
    const nonceOf = (answer: Response) =>
      /'nonce-([\w-]+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    const first = await fetch(`${site.url}${ARTICLE_PATH}`);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[\w-]{24}$/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    // A cached copy is the same response again: the header still names the page's nonce.
    const hit = await fetch(`${site.url}${ARTICLE_PATH}`);
    expect(hit.headers.get('x-page-cache')).toBe('HIT');
    expect(nonceOf(hit)).toBe(nonce);
    expect(await hit.text()).toBe(html);
    // Every rendering has a nonce of its own.
    const other = await fetch(`${site.url}/markets`);
    expect(nonceOf(other)).not.toBe(nonce);
    site.advance(31_000);
    expect(nonceOf(await fetch(`${site.url}${ARTICLE_PATH}`))).not.toBe(nonce);
  });

  it('sends no HSTS when the origin is plain http', async () => {
    site = await startTestSite({ SITE_ORIGIN: 'http://127.0.0.1:4000' });
    expect((await fetch(`${site.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('#14 the public origin', () => {
  it('is required: without SITE_ORIGIN the site refuses to start, in one line', () => {
    expect(() => readSiteEnv({}, { layoutsDir })).toThrow(SiteSettingError);
    expect(() => readSiteEnv({}, { layoutsDir })).toThrow(/^SITE_ORIGIN must be set/);
    expect(() => readSiteEnv({ SITE_ORIGIN: 'ftp://x' }, { layoutsDir })).toThrow(/http or https/);
  });

  it('is what canonical links and JSON-LD name', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}${ARTICLE_PATH}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${ARTICLE_PATH}">`);
    expect(html).toContain(`"@id":"${SITE_ORIGIN}${ARTICLE_PATH}"`);
    expect(html).not.toContain('site.local');
  });
});

describe('#17 missing pages are 404, not 503', () => {
  it('answers an unknown or malformed article id, an unknown opinions page and a page past the last with 404', async () => {
    site = await startTestSite();
    for (const path of [
      '/x/articleshow/999999999999.cms',
      '/x/articleshow/7.cms',
      '/opinions/1.cms',
      '/opinions/42.cms?page=2',
      '/opinions/42.cms?page=abc',
      '/x/printarticle/999999999999.cms',
    ]) {
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('Page not found');
    }
    expect((await fetch(`${site.url}/opinions/42.cms`)).status).toBe(200);
  });
});

describe('#9 the anonymous reader id', () => {
  it('is issued with a page in an HttpOnly cookie and passed to the backend; a forged one is not', async () => {
    site = await startTestSite();
    const page = await fetch(`${site.url}/opinions/42.cms`);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^ledger_reader=[\w-]{22}\.[\w-]{32}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const id = /^ledger_reader=([\w-]{22})\./.exec(cookie)?.[1];

    const call = await fetch(`${site.url}/api/comments?msid=42&pagenum=1&size=25`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(call.headers.get('set-cookie')).toBeNull();
    expect(site.calls.at(-1)?.headers.get('x-anonymous-reader')).toBe(id);
    // The next page of a reader who has one gives no other.
    const next = await fetch(`${site.url}/opinions/42.cms`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(next.headers.get('set-cookie')).toBeNull();
    // A page from the page cache gives one to a reader without, as a rendered one does.
    await fetch(`${site.url}${ARTICLE_PATH}`);
    const cached = await fetch(`${site.url}${ARTICLE_PATH}`);
    expect(cached.headers.get('x-page-cache')).toBe('HIT');
    expect(cached.headers.get('set-cookie')).toMatch(/^ledger_reader=[\w-]{22}\./);
    expect(cached.headers.get('set-cookie')).not.toBe(cookie);

    const forged = await fetch(`${site.url}/api/comments?msid=42&pagenum=1&size=25`, {
      headers: { cookie: `ledger_reader=${'A'.repeat(22)}.${'B'.repeat(32)}` },
    });
    expect(site.calls.at(-1)?.headers.get('x-anonymous-reader')).toBeNull();
    expect(forged.headers.get('set-cookie')).toBeNull();
  });

  // Hardening (issue 26.3): each cookie-less call was a new reader (a new id, a new vote).
  it('is never minted by an API call: a call without the cookie names no reader', async () => {
    site = await startTestSite();
    for (let index = 0; index < 3; index += 1) {
      const call = await fetch(`${site.url}/api/comments?msid=42&pagenum=1&size=25`);
      expect(call.headers.get('set-cookie')).toBeNull();
      expect(site.calls.at(-1)?.headers.get('x-anonymous-reader')).toBeNull();
      expect(site.calls.at(-1)?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    }
  });

  it('is not sent for a signed-in reader: the account is the reader', async () => {
    site = await startTestSite();
    await fetch(`${site.url}/api/comments?msid=42&pagenum=1&size=25`, signedIn(READER_TOKEN));
    const call = site.calls.at(-1)!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call.headers.get('x-anonymous-reader')).toBeNull();
  });
});

describe('#10 the reader’s address', () => {
  const viaSite = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const url = new URL(`${site.url}/api/comments?msid=42&pagenum=1&size=25`);
      request(url, { headers }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    site = await startTestSite();
    await viaSite({ 'x-forwarded-for': '203.0.113.9' });
    expect(site.calls.at(-1)?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('behind a trusted proxy takes the right-most address that is not a proxy, never a client-written one', async () => {
    site = await startTestSite({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    await viaSite({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.1.2.3' });
    expect(site.calls.at(-1)?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });
});

describe('#1 #19 small things', () => {
  it('has a favicon on every page', async () => {
    site = await startTestSite();
    expect(await (await fetch(`${site.url}/`)).text()).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    );
  });

  it('serves pictures through its own origin with the backend’s caching, and only picture paths', async () => {
    site = await startTestSite();
    const picture = await fetch(`${site.url}/photos/42.png?w=650&h=488&x=1`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(site.calls.at(-1)?.path).toBe('/photos/42.png?w=650&h=488');
    const other = await fetch(`${site.url}/photos/42.png?w=333&h=333`, { redirect: 'manual' });
    expect(other.status).toBe(308);
    expect(other.headers.get('location')).toBe('/photos/42.png?w=300&h=225');
    expect((await fetch(`${site.url}/photos/../auth/session`)).status).toBe(404);
    expect((await fetch(`${site.url}/photos/x.png`)).status).toBe(404);
  });
});
