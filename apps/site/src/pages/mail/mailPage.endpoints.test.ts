import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_PATH } from '../../server/testing/fakeReaders.ts';
import { SITE_ORIGIN, startTestSite, type TestSite } from '../../server/testing/testSite.ts';
import { MAIL_PAGE_TEXTS } from './mailPage.tsx';

// Issue 27, AR-08: "Mail this article" without JavaScript. The toolbar's Mail button submits a
// GET form to /mail; the page says mailing needs JavaScript (the captcha is a proof of work only
// the reader's browser can solve), offers the reader's own mail, and leads back to the story.

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});
const outcome = (html: string) => /<div class="form-outcome"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const apostrophes = (text: string) => text.replaceAll("'", '&#x27;');

describe('issue 27, AR-08: mail this article without JavaScript', () => {
  it('the Mail button is a GET form’s submit button, naming the story', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}${ARTICLE_PATH}`)).text();
    const mail = /<div data-island="mail"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(mail).toContain('<form class="toolbar__mail-form" action="/mail" method="get">');
    expect(mail).toContain('<input type="hidden" name="msid" value="42"/>');
    expect(mail).toMatch(/<button type="submit"[^>]*aria-label="Mail this article"/);
  });

  it('says in words that mailing needs JavaScript, offers the reader’s own mail, and leads back', async () => {
    site = await startTestSite();
    const answer = await fetch(`${site.url}/mail?msid=42`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = outcome(await answer.text());
    expect(page).toContain('<h1>Mail this article</h1>');
    expect(page).toContain(apostrophes(MAIL_PAGE_TEXTS.needsScript));
    const mailto = /href="(mailto:[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const query = new URLSearchParams(mailto.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Sensex climbs 600 points as banks rally');
    expect(query.get('body')).toBe(
      `Sensex climbs 600 points as banks rally\n\n${SITE_ORIGIN}${ARTICLE_PATH}`,
    );
    expect(page).toContain(`<a href="${ARTICLE_PATH}">Back to the story</a>`);
    // Nothing is sent: the backend's mail call is never made.
    expect(site.calls.some((call) => call.path.includes('postmail'))).toBe(false);
  });

  it('is a 404 for a story that is not one, and is never kept for another story', async () => {
    site = await startTestSite();
    expect((await fetch(`${site.url}/mail?msid=abc`)).status).toBe(404);
    expect((await fetch(`${site.url}/mail?msid=42&msid=43`)).status).toBe(404);
    expect((await fetch(`${site.url}/mail?msid=999`)).status).toBe(404);
    const again = await fetch(`${site.url}/mail?msid=42`);
    expect(again.status).toBe(200);
  });
});
