import { afterEach, describe, expect, it } from 'vitest';
import { TECH_ARTICLE_PATH } from '../../server/testing/fakePollAndNewsletters.ts';
import { READER_TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  form,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// Issue 27, AB-13: the newsletter sign-up without JavaScript — the sidebar's form posts to
// /newsletters/subscribe, the site signs up with the same backend call and identity as the
// island's, and says the island's thank-you, or shows the form again with the server's words
// beside the address the reader sent.

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site!.url}/newsletters/subscribe`, form(fields, { origin: SITE_ORIGIN, ...headers }));
const signUpCalls = () => site!.calls.filter((call) => call.path.startsWith('/newsletters/subscribe'));
const outcome = (html: string) => /<div class="form-outcome"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const story = { sid: 'tech', return: TECH_ARTICLE_PATH };

describe('issue 27, AB-13: the newsletter sign-up without JavaScript', () => {
  it('the sidebar’s sign-up is a form posting the newsletter and the address to the site', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}${TECH_ARTICLE_PATH}`)).text();
    const signup = /<div data-island="newsletter-signup"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const formTag = /<form[^>]*>/.exec(signup)?.[0] ?? '';
    expect(formTag).toContain('action="/newsletters/subscribe"');
    expect(formTag).toContain('method="post"');
    expect(signup).toContain('<input type="hidden" name="sid" value="tech"/>');
    expect(signup).toContain(`<input type="hidden" name="return" value="${TECH_ARTICLE_PATH}"/>`);
    expect(signup).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
  });

  it('signs up as the reader, and says the island’s thank-you, the newsletter named', async () => {
    site = await startTestSite();
    const answer = await signUp(
      { ...story, email: 'asha@example.com' },
      { cookie: sessionCookieHeader(READER_TOKEN) },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [call] = signUpCalls();
    expect(call?.body).toBe('sid=tech&email=asha%40example.com');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    const page = outcome(await answer.text());
    expect(page).toContain('Thank you. To start getting Tech Wire, open the link we have e-mailed you.');
    expect(page).toContain(`<a href="${TECH_ARTICLE_PATH}">Back to the story</a>`);
  });

  it('an address the server refuses: the form again, the address kept, the server’s words beside it', async () => {
    site = await startTestSite();
    const answer = await signUp({ ...story, email: 'ravi@localhost' });
    expect(answer.status).toBe(400);
    const page = outcome(await answer.text());
    expect(page).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*aria-describedby="newsletter-again-email-error"[^>]*value="ravi@localhost"/,
    );
    expect(page).toContain(
      '<p id="newsletter-again-email-error" class="newsletter__error">Please enter a valid e-mail address.</p>',
    );
    expect(page.match(/Please enter a valid e-mail address\./g)).toHaveLength(1);
    expect(page).toContain('Tech Wire');
    expect(page).toContain('action="/newsletters/subscribe"');
  });

  it('over the sign-up limit: the island’s words, as the page’s message', async () => {
    site = await startTestSite();
    const answer = await signUp({ ...story, email: 'busy@example.com' });
    expect(answer.status).toBe(429);
    const page = outcome(await answer.text());
    expect(page).toContain(
      '<p class="form-outcome__message" role="alert">Too many sign-ups from you just now. Please try again in 10 minutes.</p>',
    );
    expect(page).toMatch(/value="busy@example.com"/);
  });

  it('refuses another site’s post and a hand-made newsletter id without asking the backend', async () => {
    site = await startTestSite();
    const forged = await signUp({ ...story, email: 'a@b.example' }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const handMade = await signUp({ ...story, sid: '<b>x</b>', email: 'a@b.example' });
    expect(handMade.status).toBe(400);
    expect(outcome(await handMade.text())).toContain(
      'It could not be sent. Please reload the page and try again.',
    );
    expect(signUpCalls()).toHaveLength(0);
  });
});
