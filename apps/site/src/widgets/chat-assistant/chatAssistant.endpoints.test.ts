import { afterEach, describe, expect, it } from 'vitest';
import { READER_TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  NRI_PATH,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// AB-25 on the site's server: the float on an NRI story for readers in India only, and the
// browser's question passed on through /api/assistant/ask with who is asking.

let current: TestSite | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
async function start(): Promise<string> {
  current = await startTestSite();
  return current.url;
}
const FLOAT = 'data-island="chat-assistant"';
const ask = (site: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site}/api/assistant/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('AB-25 the chat-assistant float on the page', () => {
  it('is in an NRI story’s sidebar for a reader in India (the default), as an island woken by interaction', async () => {
    const site = await start();
    const html = await (await fetch(`${site}${NRI_PATH}`, { headers: { 'x-reader-geo': 'IN' } })).text();
    expect(html).toMatch(
      /data-island="chat-assistant" data-hydrate="interaction" data-props="\{&quot;props&quot;:\{&quot;label&quot;:&quot;Ask the Ledger&quot;\},&quot;data&quot;:\{&quot;msid&quot;:&quot;61&quot;\}\}"/,
    );
    expect(await (await fetch(`${site}${NRI_PATH}`)).text()).toContain(FLOAT);
  });

  it('is not there for a reader outside India, nor on other sections', async () => {
    const site = await start();
    const abroad = await fetch(`${site}${NRI_PATH}`, { headers: { 'x-reader-geo': 'OTHER' } });
    expect(abroad.headers.get('vary')?.toLowerCase()).toContain('x-reader-geo');
    expect(await abroad.text()).not.toContain(FLOAT);
    expect(await (await fetch(`${site}/markets/news/sensex-climbs/articleshow/42.cms`)).text()).not.toContain(
      FLOAT,
    );
  });
});

describe('AB-25 /api/assistant/ask', () => {
  it('passes the question on as it came, with the reader’s session and address, never cached', async () => {
    const site = await start();
    const answer = await ask(
      site,
      { question: 'H-1B fees?', msid: '61' },
      { cookie: sessionCookieHeader(READER_TOKEN) },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      answer: 'From “H-1B fees rise for Indian engineers”: fees rise.',
      sources: [{ msid: '61', title: 'H-1B fees rise for Indian engineers', url: NRI_PATH }],
    });
    const call = current!.calls.find((c) => c.path === '/assistant/ask')!;
    expect(call.body).toBe('{"question":"H-1B fees?","msid":"61"}');
    expect(call.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('an anonymous reader without the page’s cookie is named by address only; a refusal keeps its status and Retry-After', async () => {
    const site = await start();
    const refused = await ask(site, { question: 'busy' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('9');
    expect(current!.calls.at(-1)?.headers.get('x-anonymous-reader')).toBeNull();
    expect(current!.calls.at(-1)?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('refuses questions from another site’s pages, other methods, and bodies over 16 KB; the backend hears none', async () => {
    const site = await start();
    const foreign = await ask(site, { question: 'visas' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await ask(site, { question: 'visas' }, { origin: SITE_ORIGIN }).then((r) => r.status)).toBe(200);
    expect((await fetch(`${site}/api/assistant/ask`)).status).toBe(405);
    expect((await ask(site, { question: 'x'.repeat(17_000) })).status).toBe(413);
    expect(current!.calls.filter((c) => c.path === '/assistant/ask')).toHaveLength(1);
  });
});
