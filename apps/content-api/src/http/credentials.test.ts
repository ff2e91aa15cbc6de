import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../seed/landmarks.ts';
import { demoReaders } from '../seed/readers.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';

// Hardening item 13: the backend's `ledger_session` cookie rides along on any request a browser
// makes to this origin, also from another site's page. So on a write it names the reader only
// from a page of the backend's own origin; a write carrying it from any other Origin is refused,
// and one with no Origin at all is treated as anonymous. The bearer token (the site's) is
// unaffected.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, {
    rateLimits: { posts: 'off', votes: 'off', reports: 'off', logins: 'off' },
  });
});
afterAll(() => api.close());

const evil = { origin: 'https://evil.example' };
const msid = seedLandmarks.noComments;

async function cookieOf(who: keyof typeof demoReaders) {
  const bearer = await api.signIn(who);
  const token = (bearer.authorization ?? '').slice('Bearer '.length);
  return { bearer, cookie: { cookie: `ledger_session=${token}` } };
}

const comment = (message: string) => ({
  message,
  fromname: 'Mallory',
  fromaddress: 'mallory@evil.example',
  msid: String(msid),
});

async function commentsInNameOf(readerId: number) {
  const rows = await api.store.db
    .selectFrom('comment_submissions')
    .select('comment_id')
    .where('reader_id', '=', readerId)
    .execute();
  return rows.length;
}

async function bookmarksOf(readerId: number) {
  const rows = await api.store.db
    .selectFrom('bookmarks')
    .select('msid')
    .where('reader_id', '=', readerId)
    .execute();
  return rows.map((row) => row.msid);
}

async function planOf(readerId: number) {
  const row = await api.store.db
    .selectFrom('readers')
    .select(['prime_plan', 'prime_until', 'trial_eligible'])
    .where('id', '=', readerId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('the backend cookie on writes (Hardening item 13)', () => {
  it('refuses a write that carries the cookie from another site’s page: no comment, bookmark or subscription', async () => {
    const { cookie } = await cookieOf('trial');
    const id = demoReaders.trial.id;
    const [comments, bookmarks, plan] = [await commentsInNameOf(id), await bookmarksOf(id), await planOf(id)];
    const attempts = [
      api.post('/post_comment.cms?feedtype=json', comment('posted by a forged form'), { ...cookie, ...evil }),
      api.post('/bookmarks', { msid: String(msid), action: 'add' }, { ...cookie, ...evil }),
      api.post('/auth/subscribe', {}, { ...cookie, ...evil }),
      api.post('/auth/logout', {}, { ...cookie, origin: 'null' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { param: 'origin', message: 'Requests from other sites are refused.' },
      });
    }
    expect(await commentsInNameOf(id)).toBe(comments);
    expect(await bookmarksOf(id)).toEqual(bookmarks);
    expect(await planOf(id)).toEqual(plan);
    // The session itself still stands (the forged sign-out did nothing).
    expect((await api.get('/auth/session', cookie)).status).toBe(200);
  });

  it('does not take the cookie as the reader on a write without an Origin (a vote by link, a script)', async () => {
    const { cookie } = await cookieOf('reader');
    const id = demoReaders.reader.id;
    const before = await commentsInNameOf(id);
    const anonymous = await api.post(
      '/post_comment.cms?feedtype=json',
      comment('not in Asha’s name'),
      cookie,
    );
    expect(anonymous.status).toBe(200);
    expect((await anonymous.json()).A_D_N).toBe('Mallory');
    expect(await commentsInNameOf(id)).toBe(before);
    expect((await api.post('/bookmarks', { msid: String(msid) }, cookie)).status).toBe(401);
    expect((await api.post('/auth/subscribe', {}, cookie)).status).toBe(401);
    // A vote posted by a script elsewhere carries the cookie and no Origin: not the reader's vote,
    // only the address's (an anonymous vote is counted per address; issue 26.3).
    const { _id } = await (
      await api.post('/post_comment.cms?feedtype=json', comment('vote target'), { origin: testPublicUrl })
    ).json();
    const vote = await api.post('/rate_comment.cms', { opinionid: _id, typeid: '101', rateid: '1' }, cookie);
    expect(vote.status).toBe(200);
    const votes = await api.store.db
      .selectFrom('comment_votes')
      .select('voter')
      .where('comment_id', '=', Number(_id))
      .execute();
    expect(votes).toEqual([{ voter: 'ip:127.0.0.1' }]);
  });

  it('still takes the bearer token on every write, and the cookie from the backend’s own pages', async () => {
    const { bearer, cookie } = await cookieOf('editor');
    const id = demoReaders.editor.id;
    const signed = await api.post('/post_comment.cms?feedtype=json', comment('from the site'), {
      ...bearer,
      ...evil,
    });
    expect(signed.status).toBe(200);
    expect((await signed.json()).A_D_N).toBe(demoReaders.editor.first_name);
    const own = await api.post('/bookmarks', { msid: String(msid) }, { ...cookie, origin: testPublicUrl });
    expect(own.status).toBe(200);
    expect(await bookmarksOf(id)).toContain(msid);
  });

  it('keeps the cookie for reading the reader’s own account', async () => {
    const { cookie } = await cookieOf('prime');
    const session = await api.get('/auth/session', { ...cookie, ...evil });
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe(demoReaders.prime.email);
  });
});
