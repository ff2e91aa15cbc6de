import { article, READER_TOKEN, TOKEN } from './fakeReaders.ts';

// AB-13 and AB-14 in the fake backend of the site's endpoint tests: the newsletters, the sign-up
// and its confirmation, the poll of the day and the vote, as the reference backend answers them
// (docs/content-api.md). A Prime reader's token (TOKEN) has voted; no other reader has. Issue 27's
// limits: READER_TOKEN voting for answer 9 is over the vote limit, busy@example.com over the
// sign-up limit (429 with Retry-After, as the backend says it).

export const FAKE_POLL = {
  msid: '126000104',
  title: 'Which technology will shape Indian business most in 2027?',
  date: '2026-11-20T06:00:00+05:30',
  // Out of order and one too many: the site sorts them and shows 10.
  polloptions: [11, 3, 1, 2, 10, 4, 5, 6, 7, 8, 9].map((optionno) => ({
    optionno,
    description: `Answer ${optionno}`,
  })),
};
const RESULT = {
  totalvotes: 303,
  options: FAKE_POLL.polloptions
    .filter((option) => option.optionno <= 10)
    .map(({ optionno }) => ({ optionno, optionperc: optionno === 1 ? 100 : 0 })),
};

export const FAKE_NEWSLETTERS = [
  {
    sid: 'morning-brief',
    name: 'Morning Brief',
    section: 'News',
    sectionId: null,
    desc: 'The business stories that will matter today.',
    sampleLink: '/news',
  },
  {
    sid: 'tech',
    name: 'Tech Wire',
    section: 'Tech',
    sectionId: '13357270',
    desc: 'Startups and funding rounds.',
    sampleLink: 'javascript:alert(1)',
  },
];
/** AB-14: a free story of the Tech section (subsec1 13357270), whose sidebar has the poll. */
export const TECH_ARTICLE_PATH = '/tech/news/chip-plant/articleshow/79.cms';

/** The confirmation links the fake knows: one that works, one used already. */
export const FAKE_TOKENS = { good: 'A'.repeat(43), used: 'B'.repeat(43) };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake's answer to a poll or newsletter call, or null when the call is another one. */
export function answerPollAndNewsletters(url: URL, headers: Headers, body: string): Response | null {
  const bearer = (headers.get('authorization') ?? '').replace(/^Bearer /, '');
  if (url.searchParams.get('type') === 'article' && url.searchParams.get('msid') === '79') {
    const story = {
      ...article,
      msid: '79',
      title: 'A chip plant for Dholera',
      url: TECH_ARTICLE_PATH,
      hostid: '83',
      subsecnames: { subsec1: '13357270' },
    };
    return json(200, { searchResult: [{ data: story }] });
  }
  if (url.pathname === '/request' && url.searchParams.get('type') === 'poll_of_the_day') {
    const voted = bearer === TOKEN;
    const reader = { signedIn: bearer !== '', voted, optionno: voted ? 1 : null };
    return json(200, { searchResult: [{ data: { ...FAKE_POLL, reader, result: voted ? RESULT : null } }] });
  }
  if (url.pathname === '/vote_result_json.cms') {
    if (!bearer) return json(401, { error: { param: 'session', message: 'Please sign in to vote.' } });
    const vote = new URLSearchParams(body);
    if (vote.get('PRadio') === '9' && bearer === READER_TOKEN)
      return new Response(JSON.stringify({ error: { param: 'rate_limit', message: 'too many votes' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '40' },
      });
    // The Prime reader voted for answer 1 before: a second vote changes nothing (counted: false).
    const already = bearer === TOKEN;
    const optionno = already ? 1 : Number(vote.get('PRadio'));
    return json(200, {
      ...FAKE_POLL,
      reader: { signedIn: true, voted: true, optionno },
      result: RESULT,
      counted: !already,
    });
  }
  if (url.pathname === '/newsletters') return json(200, { newsletters: FAKE_NEWSLETTERS });
  if (url.pathname === '/newsletters/subscribe') {
    const fields = new URLSearchParams(body);
    if (fields.get('email') === 'busy@example.com')
      return new Response(JSON.stringify({ error: { param: 'client', message: 'too many sign-ups' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '600' },
      });
    if (!(fields.get('email') ?? '').includes('.'))
      return json(400, { error: { param: 'email', message: 'Please enter a valid e-mail address.' } });
    return json(200, { sid: fields.get('sid'), accepted: true });
  }
  if (url.pathname === '/newsletters/confirm') {
    const { token } = JSON.parse(body || '{}') as { token?: string };
    if (token === FAKE_TOKENS.good) return json(200, { sid: 'tech', name: 'Tech Wire', status: 'confirmed' });
    if (token === FAKE_TOKENS.used)
      return json(409, {
        error: {
          param: 'token',
          message: 'This confirmation link has been used already, so your subscription is confirmed.',
        },
      });
    return json(404, {
      error: {
        param: 'token',
        message: 'This confirmation link is not one of ours. Please sign up again to get a new one.',
      },
    });
  }
  return null;
}
