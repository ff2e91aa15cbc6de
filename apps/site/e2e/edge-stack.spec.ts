import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { NGINX, nginxAvailable } from '../../../scripts/edge/nginx.ts';
import { type EdgeStack, startEdgeStack } from '../../../scripts/edge/stack.ts';
import { signInAtSite } from '../../../scripts/siteSignIn.ts';

// Issue 18, the short form of the production-like stack: nginx as the edge in front of two site
// instances, two backends on one PostgreSQL (a scratch schema). Through the edge: an anonymous
// page is cached (the second answer a HIT); an editor's new title reaches the article and the
// home page within 60 s (purge on publish); a site instance killed costs no failed request; with
// both backends killed the pages readers had are still served. Hardening (issue 26.7): a made-up
// session cookie costs no backend session lookup, a signed-in reader still passes the edge, any
// Host but the site's gets 421, and Host spellings share one cached copy. Needs nginx and
// TEST_DATABASE_URL: without either it is skipped, saying which.

const databaseUrl = process.env.TEST_DATABASE_URL;
const portBase = Number(process.env.E2E_PORT_BASE ?? 4100) + 50;
const PURGE_PROMISE_MS = 60_000;

test.describe('issue 18: the edge, two site instances, two backends on PostgreSQL', () => {
  test.skip(!nginxAvailable(), `no nginx at ${NGINX} (apt-get install nginx-light)`);
  test.skip(!databaseUrl, 'TEST_DATABASE_URL is not set: no PostgreSQL for the shared store');
  test.describe.configure({ mode: 'serial' });

  let stack: EdgeStack;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startEdgeStack({
      databaseUrl: databaseUrl as string,
      scratchSchemaPrefix: 'edge_e2e',
      portBase,
      quiet: true,
    });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  /**
   * The site's anonymous reader cookie, as a returning reader sends it: a request without one
   * goes to the site (it gets one with the page; Hardening, issue 26.3), so only readers who have
   * one are answered from the edge.
   */
  let readerCookie = '';
  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.edgeUrl}${path}`, {
      headers: { ...(readerCookie ? { cookie: readerCookie } : {}), ...headers },
      signal: AbortSignal.timeout(15_000),
    });

  /** The first story the home page links to: its path and msid. */
  async function firstHomeStory(): Promise<{ path: string; msid: string }> {
    const html = await (await page('/')).text();
    const match = /href="(\/[^"]*\/articleshow\/(\d+)\.cms)"/.exec(html);
    if (!match) throw new Error('the home page links to no story');
    return { path: match[1]!, msid: match[2]! };
  }

  test('an anonymous page is stored at the edge, whatever device or country a client claims', async () => {
    // A first visit (no reader cookie) is the site's to answer: it gives the id, which the edge
    // must neither store nor give to anyone else.
    const first = await page('/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('BYPASS');
    const issued = first.headers.get('set-cookie') ?? '';
    expect(issued).toMatch(/^ledger_reader=[\w-]+\.[\w-]+;/);
    readerCookie = issued.split(';')[0]!;
    const another = await page('/', { cookie: '' });
    expect(another.headers.get('set-cookie')).not.toContain(readerCookie);
    // A page a busy site made with a part missing is sent `no-store` and kept nowhere; the next
    // whole one is stored, and from then on the edge answers it.
    await expect
      .poll(async () => {
        const again = await page('/');
        return `${again.status} ${again.headers.get('x-cache-status')}`;
      })
      .toBe('200 HIT');
    // A device or country a client claims is replaced by the edge's own: still the same copy.
    const spoofed = await page('/', { 'x-device-type': 'tablet', 'x-reader-geo': 'US' });
    expect(spoofed.headers.get('x-cache-status')).toBe('HIT');
  });

  /** What the edge's access log holds once nginx has written it out (buffered, flushed each second). */
  async function accessLog(): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return readFileSync(join(stack.edgePrefix, 'access.log'), 'utf8');
  }
  /** Session lookups the backends were asked for: the sites reach them through this nginx. */
  const sessionLookups = (log: string) =>
    log.split('\n').filter((line) => line.includes('"GET /auth/session')).length;
  /** Copies in the edge's page cache. */
  const cacheEntries = () =>
    readdirSync(join(stack.edgePrefix, 'cache'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  /** A GET with a Host of the test's choosing (fetch sends its own). */
  const withHost = (path: string, host: string) =>
    new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(stack.edgeUrl);
      const sent = request({ hostname, port, path, headers: { host, cookie: readerCookie } }, (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            cache: answer.headers['x-cache-status'] as string | undefined,
          }),
        );
      });
      sent.on('error', reject);
      sent.setTimeout(15_000, () => sent.destroy(new Error(`no answer for ${host}${path}`)));
      sent.end();
    });

  test('Hardening 26.7: a made-up session cookie is an anonymous reader, and no backend is asked who it is', async () => {
    const before = sessionLookups(await accessLog());
    // Any value but the signed shape: the edge's cache answers, the first time the site fills it.
    for (const junk of [
      randomBytes(24).toString('hex'),
      'not-a-real-token',
      `${randomBytes(32).toString('base64url')}.`,
    ]) {
      const path = `/?junk=${randomBytes(6).toString('hex')}`;
      const cache: (string | null)[] = [];
      await expect
        .poll(
          async () => {
            const answer = await page(path, { cookie: `${readerCookie}; ledger_session=${junk}` });
            expect(answer.status).toBe(200);
            cache.push(answer.headers.get('x-cache-status'));
            return cache.at(-1);
          },
          { timeout: 30_000 },
        )
        .toBe('HIT');
      expect(cache[0], junk).not.toBe('BYPASS');
      for (let i = 0; i < 3; i++) {
        const again = await page(path, { cookie: `${readerCookie}; ledger_session=${junk}` });
        expect(again.headers.get('x-cache-status'), junk).toBe('HIT');
      }
    }
    // The signed shape with a signature the site did not make: the edge checks the shape only (it
    // holds no key), so the site is asked, and answers the anonymous page from its own cache.
    const forged = `ledger_session=${randomBytes(32).toString('base64url')}.${randomBytes(24).toString('base64url')}`;
    const anonymous = await (await page('/')).text();
    for (let i = 0; i < 3; i++) {
      const answer = await page('/', { cookie: `${readerCookie}; ${forged}` });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
      const html = await answer.text();
      expect(html).not.toContain('Sign out');
      expect(html.includes('Sign in')).toBe(anonymous.includes('Sign in'));
    }
    expect(sessionLookups(await accessLog())).toBe(before);

    // A reader signed in at the edge's own /login: past the cache, signed in, by name; looked up.
    const reader = await signInAtSite(stack.edgeUrl, 'reader@demo.ledger', 'ledger-demo-2026');
    const signedIn = await page('/', { cookie: reader.cookie });
    expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
    expect(await signedIn.text()).toContain('Sign out');
    const session = await page('/api/session', { cookie: reader.cookie });
    expect(((await session.json()) as { user: { firstName: string } | null }).user?.firstName).toBe('Asha');
    expect(sessionLookups(await accessLog())).toBeGreaterThan(before);
  });

  test('Hardening 26.7: any Host but the site’s gets 421 and adds no copy; Host spellings share one copy', async () => {
    const { host, hostname, port } = new URL(stack.edgeUrl);
    const path = `/?hosts=${randomBytes(6).toString('hex')}`;
    // A page a busy site made with a part missing is kept nowhere (as in the first test).
    await expect.poll(async () => (await withHost(path, host)).cache, { timeout: 30_000 }).toBe('HIT');
    const entries = cacheEntries();
    for (const junk of [
      'junk.example',
      `junk-${randomBytes(4).toString('hex')}.example:${port}`,
      'localhost',
    ]) {
      const answer = await withHost(`/?junk-host=${randomBytes(6).toString('hex')}`, junk);
      expect(answer.status, junk).toBe(421);
    }
    // The same page asked for as the bare address, with a trailing dot, with another port.
    for (const spelling of [hostname, `${hostname}.:${port}`, `${hostname}:1`]) {
      const answer = await withHost(path, spelling);
      expect([spelling, answer.status, answer.cache]).toEqual([spelling, 200, 'HIT']);
    }
    expect(cacheEntries()).toBe(entries);
  });

  test('purge on publish: an editor’s new title shows on the article and the home page within 60 s', async () => {
    test.setTimeout(PURGE_PROMISE_MS + 30_000);
    const story = await firstHomeStory();
    // Both pages are in the edge's cache and the sites' before the edit.
    for (const path of [story.path, '/']) {
      await page(path);
      expect((await page(path)).headers.get('x-cache-status')).toBe('HIT');
    }
    const login = await fetch(`${stack.apiUrls[0]}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'editor@demo.ledger', password: 'ledger-demo-2026' }),
    });
    expect(login.status).toBe(200);
    const { session } = (await login.json()) as { session: string };
    const title = `Edge purge check ${Date.now().toString(36)}`;
    const edited = Date.now();
    // The other backend takes the edit: the change log is shared, not per instance.
    const edit = await fetch(`${stack.apiUrls[1]}/story/title`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ msid: story.msid, title }),
    });
    expect(edit.status).toBe(200);
    const shownAfter: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          for (const path of [story.path, '/']) {
            if (shownAfter[path] !== undefined) continue;
            if ((await (await page(path)).text()).includes(title)) shownAfter[path] = Date.now() - edited;
          }
          return Object.keys(shownAfter).length;
        },
        { timeout: PURGE_PROMISE_MS, intervals: [1000] },
      )
      .toBe(2);
    const figures = `article ${shownAfter[story.path]} ms, home ${shownAfter['/']} ms after the edit`;
    test.info().annotations.push({ type: 'purge', description: figures });
    console.log(`edge purge: ${figures}`);
  });

  test('a site instance killed: every request through the edge still answers 200', async () => {
    const story = await firstHomeStory();
    stack.killSite(0);
    const answers: { status: number; cache: string | null }[] = [];
    for (let round = 0; round < 5; round++) {
      // A query the edge has not seen goes on to a site instance: half of them would reach the dead one.
      for (const path of ['/', story.path]) {
        const answer = await page(`${path}?edge-round=${round}`);
        answers.push({ status: answer.status, cache: answer.headers.get('x-cache-status') });
      }
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.cache === 'MISS')).toBe(true);
  });

  test('both backends killed: the pages readers had are still served (stale), not errors', async () => {
    const story = await firstHomeStory();
    // Pages readers had: read until the edge holds each (a page a busy site made with a part
    // missing is kept nowhere, as in the first test).
    for (const path of ['/', story.path]) {
      await expect.poll(async () => (await page(path)).headers.get('x-cache-status')).toBe('HIT');
    }
    stack.killApi(0);
    stack.killApi(1);
    for (const path of ['/', story.path]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text()).toContain('</html>');
    }
  });
});
