import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_TOKENS, TECH_ARTICLE_PATH } from '../../server/testing/fakePollAndNewsletters.ts';
import { ARTICLE_PATH, READER_TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// AB-13 on the site's server: the sign-up in the sidebars (the section's newsletter, else the
// general one), the sign-up passed on through /api/, and the confirm page the mailed link opens.

let current: TestSite | undefined;
async function start(): Promise<string> {
  current = await startTestSite();
  return current.url;
}
afterEach(async () => {
  await current?.close();
  current = undefined;
});
const backendCalls = (prefix: string) => current!.calls.filter((call) => call.path.startsWith(prefix));
const as = (token?: string): Record<string, string> => (token ? { cookie: sessionCookieHeader(token) } : {});
const island = (html: string) =>
  /<div data-island="newsletter-signup"[^>]*>([\s\S]*?<\/section>)<\/div>/.exec(html)?.[1];

describe('AB-13 the newsletter sign-up in the sidebar', () => {
  it('AB-13 offers the story’s section’s newsletter, else the general one, with an e-mail field', async () => {
    const site = await start();
    const general = island(await (await fetch(`${site}${ARTICLE_PATH}`)).text());
    expect(general).toContain('Morning Brief');
    expect(general).toContain('<a class="newsletter__sample" href="/news">');
    expect(general).toMatch(/<input[^>]*type="email"[^>]*autoComplete="email"[^>]*required=""/);
    expect(general).toContain('>Subscribe</button>');
    const tech = island(await (await fetch(`${site}${TECH_ARTICLE_PATH}`)).text());
    expect(tech).toContain('Tech Wire');
    // An unsafe sample link is left out, not drawn.
    expect(tech).not.toContain('javascript:');
    expect(tech).not.toContain('newsletter__sample');
  });

  it('AB-13 never puts a reader’s e-mail in the page: the island asks /api/session', async () => {
    const site = await start();
    const html = await (await fetch(`${site}${ARTICLE_PATH}`, { headers: as(READER_TOKEN) })).text();
    expect(island(html)).toMatch(/<input[^>]*value=""/);
    expect(html).not.toContain('ravi@reader.example');
    expect(html).toMatch(/data-island="newsletter-signup"[^>]*data-props="[^"]*&quot;signedIn&quot;:true/);
  });
});

describe('AB-13 when the backend fails the newsletters', () => {
  it('AB-13 leaves the sign-up out, and the rest of the page stands (not kept: it is incomplete)', async () => {
    const site = await start();
    current!.failing = (path) => path.startsWith('/newsletters');
    const response = await fetch(`${site}${ARTICLE_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('data-island="newsletter-signup"');
    expect(html).toContain('Sensex climbs 600 points');
  });
});

describe('AB-13 /api/newsletters/subscribe', () => {
  const subscribe = (site: string, fields: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${site}/api/newsletters/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('AB-13 passes the sign-up on with the session, and the backend’s refusal back as it came', async () => {
    const site = await start();
    const accepted = await subscribe(
      site,
      { sid: 'tech', email: 'ravi@example.com' },
      { ...as(READER_TOKEN), origin: SITE_ORIGIN },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('cache-control')).toBe('no-store');
    expect(await accepted.json()).toEqual({ sid: 'tech', accepted: true });
    const call = backendCalls('/newsletters/subscribe').at(-1)!;
    expect(call.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call.body).toBe('sid=tech&email=ravi%40example.com');

    const refused = await subscribe(site, { sid: 'tech', email: 'ravi@localhost' }, { origin: SITE_ORIGIN });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { param: 'email', message: 'Please enter a valid e-mail address.' },
    });
  });

  it('AB-13 refuses a sign-up posted from another site', async () => {
    const site = await start();
    const forged = await subscribe(
      site,
      { sid: 'tech', email: 'victim@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(backendCalls('/newsletters/subscribe')).toHaveLength(0);
  });
});

describe('AB-13 the confirm page', () => {
  const open = async (site: string, query: string) => {
    const response = await fetch(`${site}/newsletters/confirm${query}`);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      html: await response.text(),
    };
  };

  it('AB-13 confirms by the mailed link and says so; never cached', async () => {
    const site = await start();
    const page = await open(site, `?token=${FAKE_TOKENS.good}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('You are subscribed');
    expect(page.html).toContain('Tech Wire will come to your inbox from its next issue.');
    expect(page.cache).toMatch(/no-store|private/);
    expect(backendCalls('/newsletters/confirm').at(-1)?.body).toBe(
      JSON.stringify({ token: FAKE_TOKENS.good }),
    );
    // Asked again, the backend is asked again (no page cache): the link works once.
    await open(site, `?token=${FAKE_TOKENS.good}`);
    expect(backendCalls('/newsletters/confirm')).toHaveLength(2);
  });

  it('AB-13 says in the backend’s words why a link did not work', async () => {
    const site = await start();
    const used = await open(site, `?token=${FAKE_TOKENS.used}`);
    expect(used.status).toBe(200);
    expect(used.html).toContain('Your subscription is confirmed');
    expect(used.html).toContain('has been used already');
    const unknown = await open(site, `?token=${'C'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This link did not work');
    expect(unknown.html).toContain('Please sign up again to get a new one.');
    for (const query of ['', `?token=${FAKE_TOKENS.good}&token=${FAKE_TOKENS.good}`]) {
      const broken = await open(site, query);
      expect(broken.status, query).toBe(400);
      expect(broken.html).toContain('This confirmation link is incomplete');
    }
  });
});
