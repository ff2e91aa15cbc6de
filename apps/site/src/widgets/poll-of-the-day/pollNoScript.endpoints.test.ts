import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_POLL, TECH_ARTICLE_PATH } from '../../server/testing/fakePollAndNewsletters.ts';
import { READER_TOKEN, TOKEN } from '../../server/testing/fakeReaders.ts';
import {
  form,
  SITE_ORIGIN,
  sessionCookieHeader,
  startTestSite,
  type TestSite,
} from '../../server/testing/testSite.ts';

// Issue 27, AB-14: the poll's vote without JavaScript — the page's form posts to /poll/vote, and
// the site counts it with the same backend call and identity as the island's, then says what
// happened in the island's words, with the backend's percentages.

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const as = (token?: string): Record<string, string> => (token ? { cookie: sessionCookieHeader(token) } : {});
const vote = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site!.url}/poll/vote`, form(fields, { origin: SITE_ORIGIN, ...headers }));
const voteCalls = () => site!.calls.filter((call) => call.path.startsWith('/vote_result_json.cms'));
const answered = { txtPolliD: FAKE_POLL.msid, return: TECH_ARTICLE_PATH };
/** The outcome page's main part, without the site's chrome. */
const outcome = (html: string) => /<div class="form-outcome"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
/** The answer marked as the reader's in the results (its row, ✓ and the hidden "Your answer:"). */
const chosen = (page: string) =>
  /<li [^>]*data-chosen=""[^>]*>(?:(?!<\/li>)[\s\S])*?Your answer:(?:<!-- -->)? <\/span>([^<]*)</.exec(
    page,
  )?.[1];

describe('issue 27, AB-14: the poll of the day without JavaScript', () => {
  it('the signed-in reader’s poll is a form posting the vote to the site, with the story to go back to', async () => {
    site = await startTestSite();
    const html = await (await fetch(`${site.url}${TECH_ARTICLE_PATH}`, { headers: as(READER_TOKEN) })).text();
    const poll = /<div data-island="poll-of-the-day"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(poll).toMatch(/<form[^>]* action="\/poll\/vote" method="post"/);
    expect(poll).toContain(`<input type="hidden" name="txtPolliD" value="${FAKE_POLL.msid}"/>`);
    expect(poll).toContain(`<input type="hidden" name="return" value="${TECH_ARTICLE_PATH}"/>`);
    expect(poll.match(/type="radio"[^>]*name="PRadio"/g)).toHaveLength(10);
    expect(poll).toContain('<button type="submit"');
  });

  it('counts the vote as the reader, and shows the backend’s percentages, their answer marked', async () => {
    site = await startTestSite();
    const answer = await vote({ ...answered, PRadio: '3' }, as(READER_TOKEN));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [call] = voteCalls();
    expect(call?.headers.get('authorization')).toBe(`Bearer ${READER_TOKEN}`);
    expect(call?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(call?.body).toBe(`feedtype=json&txtPolliD=${FAKE_POLL.msid}&PRadio=3`);
    const page = outcome(await answer.text());
    expect(page).toContain('Thank you. Your vote is counted.');
    expect(page).toContain('data-state="voted"');
    expect(page).toContain('100%');
    expect(page).toContain('303 votes');
    expect(chosen(page)).toBe('Answer 3');
    expect(page).toContain(`<a href="${TECH_ARTICLE_PATH}">Back to the story</a>`);
  });

  it('a second vote changes nothing: the spec’s “You’ve already voted!”, with the answer counted the first time', async () => {
    site = await startTestSite();
    const page = outcome(await (await vote({ ...answered, PRadio: '4' }, as(TOKEN))).text());
    expect(page).toContain('You&#x27;ve already voted!');
    expect(page).not.toContain('Your vote is counted');
    expect(chosen(page)).toBe('Answer 1');
  });

  it('no answer chosen: the poll again, “Please choose an answer first.” beside the answers; nothing sent', async () => {
    site = await startTestSite();
    const answer = await vote(answered, as(READER_TOKEN));
    expect(answer.status).toBe(400);
    const page = outcome(await answer.text());
    expect(page).toMatch(
      /<p id="poll-again-message" role="status" class="poll__message">Please choose an answer first\.<\/p>/,
    );
    expect(page.match(/Please choose an answer first\./g)).toHaveLength(1);
    expect(page).toContain('aria-describedby="poll-again-message"');
    expect(page.match(/type="radio"/g)).toHaveLength(10);
    expect(page).toMatch(/<form[^>]* action="\/poll\/vote" method="post"/);
    expect(voteCalls()).toHaveLength(0);
  });

  it('over the vote limit, and signed out: the island’s words', async () => {
    site = await startTestSite();
    const limited = await vote({ ...answered, PRadio: '9' }, as(READER_TOKEN));
    expect(limited.status).toBe(429);
    expect(outcome(await limited.text())).toContain(
      'Too many votes from you just now. Please try again in 40 seconds.',
    );
    const signedOut = await vote({ ...answered, PRadio: '3' });
    expect(signedOut.status).toBe(401);
    expect(outcome(await signedOut.text())).toContain('Please sign in to vote.');
  });

  it('refuses another site’s post and a hand-made poll id without asking the backend', async () => {
    site = await startTestSite();
    const forged = await vote(
      { ...answered, PRadio: '3' },
      { ...as(READER_TOKEN), origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(outcome(await forged.text())).toContain('Requests from other sites are refused.');
    const handMade = await vote({ ...answered, txtPolliD: '1 OR 1=1', PRadio: '3' }, as(READER_TOKEN));
    expect(handMade.status).toBe(400);
    expect(outcome(await handMade.text())).toContain(
      'It could not be sent. Please reload the page and try again.',
    );
    expect(voteCalls()).toHaveLength(0);
  });
});
