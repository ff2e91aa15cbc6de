import { BODY_LIMITS } from '@newsroom/rules/body-limits';
import { COMMENT_LIMITS } from '@newsroom/rules/comments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Comment, CommentsPage, ErrorAnswer, PostedComment, VoteAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// AR-03 (post), AR-04 (reply), AR-07 (votes): the server's own checks, idempotent retries,
// text kept as text, and per-client rate limits on an injected clock.

let clock = seedNowMs + 60 * 60_000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(undefined, {
    now: () => clock,
    rateLimits: { posts: 'off', votes: 'off', reports: 'off', logins: 'off' },
  });
});
afterAll(() => api.close());

const msid = seedLandmarks.noComments;
const busyArticle = seedLandmarks.showcase;

let uidCounter = 0;
function freshUid(): string {
  uidCounter += 1;
  return `browser-uid-${String(uidCounter).padStart(6, '0')}`;
}

function commentForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    message: 'Good analysis of the quarter.',
    fromname: 'Ravi',
    fromaddress: 'ravi@example.com',
    location: 'Pune',
    check_twitter: '0',
    ArticleID: String(msid),
    msid: String(msid),
    userid: '',
    loggedstatus: '0',
    uid: 'browser-uid-000000',
    configid: '41083278',
    appkey: 'LEDGER',
    ...overrides,
  };
}

const postComment = (fields: Record<string, string>, headers?: Record<string, string>) =>
  api.post('/post_comment.cms?feedtype=json', fields, headers);
const postReply = (fields: Record<string, string>, headers?: Record<string, string>) =>
  api.post('/post_reply.cms?feedtype=json', fields, headers);

async function posted(answer: Response | Promise<Response>): Promise<Comment> {
  const response = await answer;
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
  return PostedComment.parse(body);
}

async function refused(response: Response, status = 400) {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ErrorAnswer.parse(body).error;
}

async function countRows(): Promise<{ comments: number; submissions: number; votes: number }> {
  const count = async (table: 'comments' | 'comment_submissions' | 'comment_votes') =>
    Number(
      (
        await api.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    comments: await count('comments'),
    submissions: await count('comment_submissions'),
    votes: await count('comment_votes'),
  };
}

async function allComments(article: number): Promise<Comment[]> {
  const [header, ...first] = await api.getParsed(
    CommentsPage,
    `/comments?msid=${article}&pagenum=1&size=100`,
  );
  expect(header.cmt_c).toBeLessThanOrEqual(100);
  return first;
}

const flatten = (comments: Comment[]): Comment[] =>
  comments.flatMap((comment) => [comment, ...flatten(comment.CHILD)]);

describe('POST /post_comment.cms (AR-03)', () => {
  it('stores an anonymous comment and answers it in the GET shape; GET shows it at once, uncached', async () => {
    const before = await api.getParsed(CommentsPage, `/comments?msid=${msid}`);
    const response = await postComment(commentForm({ message: 'First thoughts on this.' }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const comment = await posted(response);
    expect(comment).toMatchObject({
      A_D_N: 'Ravi',
      C_T: 'First thoughts on this.',
      C_D: '2026-11-20T21:00:00+05:30',
      PIU: null,
      AC_A_C: 0,
      AC_D_C: 0,
      CHILD: [],
    });
    const after = await api.get(`/comments?msid=${msid}`);
    expect(after.headers.get('cache-control')).toBe('no-store');
    const [header, newest] = CommentsPage.parse(await after.json());
    expect(header.totalcount).toBe(before[0].totalcount + 1);
    expect(header.cmt_c).toBe(before[0].cmt_c + 1);
    expect(newest).toEqual(comment);
  });

  it('puts the newest thread first on a busy article', async () => {
    clock += 60_000;
    const comment = await posted(
      postComment(commentForm({ msid: String(busyArticle), ArticleID: String(busyArticle) })),
    );
    const [, first] = await api.getParsed(CommentsPage, `/comments?msid=${busyArticle}&pagenum=1&size=25`);
    expect(first?._id).toBe(comment._id);
  });

  it('accepts JSON too, and msid alone without ArticleID', async () => {
    const { ArticleID: _, ...fields } = commentForm({ message: 'Sent as JSON' });
    const response = await fetch(`${api.baseUrl}/post_comment.cms?feedtype=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect((await posted(response)).C_T).toBe('Sent as JSON');
  });

  it('stores text as text: <script> and <img onerror> come back verbatim, never escaped', async () => {
    const message = '<script>alert("x")</script> & <img src=x onerror=alert(1)> &amp; "quoted"';
    const comment = await posted(postComment(commentForm({ message, fromname: '<b>Bold</b>' })));
    expect(comment.C_T).toBe(message);
    expect(comment.A_D_N).toBe('<b>Bold</b>');
    const row = await api.store.db
      .selectFrom('comments')
      .select(['text', 'author_name'])
      .where('id', '=', Number(comment._id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: message, author_name: '<b>Bold</b>' });
    const listed = flatten(await allComments(msid)).find((each) => each._id === comment._id);
    expect(listed?.C_T).toBe(message);
  });

  it('keeps line breaks and spacing inside the message as sent', async () => {
    const message = '  Two lines:\r\nsecond line\n\tand a tab  ';
    expect((await posted(postComment(commentForm({ message })))).C_T).toBe(message);
  });

  it('never sends e-mail addresses or locations in answers', async () => {
    const text = await (await postComment(commentForm({ fromaddress: 'hidden.reader@example.org' }))).text();
    expect(text).not.toContain('hidden.reader');
    expect(text).not.toContain('Pune');
  });

  describe('limits, each at its edge', () => {
    const accepted = async (overrides: Record<string, string>) =>
      posted(await postComment(commentForm(overrides)));
    const refusedWith = async (overrides: Record<string, string>, param: string, message?: string) => {
      const rows = await countRows();
      const error = await refused(await postComment(commentForm(overrides)));
      expect(error.param).toBe(param);
      if (message) expect(error.message).toBe(message);
      expect(await countRows()).toEqual(rows);
      return error;
    };

    it('name: required (spec message), 20 characters ok, 21 refused, an emoji counts one', async () => {
      await refusedWith({ fromname: '' }, 'fromname', 'Please enter your name');
      await refusedWith({ fromname: '   ' }, 'fromname', 'Please enter your name');
      expect((await accepted({ fromname: 'n'.repeat(20) })).A_D_N).toBe('n'.repeat(20));
      await refusedWith(
        { fromname: 'n'.repeat(21) },
        'fromname',
        'Please enter a name of 20 characters or fewer',
      );
      expect((await accepted({ fromname: '😀'.repeat(20) })).A_D_N).toBe('😀'.repeat(20));
      await refusedWith({ fromname: '😀'.repeat(21) }, 'fromname');
      await refusedWith(
        { fromname: 'two\nlines' },
        'fromname',
        'Please remove invisible and text-direction characters from your name',
      );
    });

    it('e-mail: required (spec message), well-formed, 40 characters ok, 41 refused', async () => {
      await refusedWith({ fromaddress: '' }, 'fromaddress', 'Please enter your email');
      for (const bad of [
        'not-an-email',
        'a@b',
        'two@@example.com',
        'spa ce@example.com',
        'me@site.c',
        'a@b.c1',
      ]) {
        await refusedWith({ fromaddress: bad }, 'fromaddress', 'Please enter a valid email');
      }
      const forty = `${'e'.repeat(28)}@example.com`;
      expect(forty).toHaveLength(40);
      await accepted({ fromaddress: forty });
      await refusedWith(
        { fromaddress: `e${forty}` },
        'fromaddress',
        'Please enter an email of 40 characters or fewer',
      );
    });

    it('location: optional, 20 characters ok, 21 refused', async () => {
      await accepted({ location: '' });
      await accepted({ location: 'l'.repeat(20) });
      await refusedWith(
        { location: 'l'.repeat(21) },
        'location',
        'Please enter a location of 20 characters or fewer',
      );
    });

    it('names and locations with invisible or text-direction characters are refused (Hardening 15)', async () => {
      const spoofs = [
        'Asha\u202E', // right-to-left override: turns the text after it around
        'As\u200Bha', // zero-width space: "Asha" that is not Asha
        '\u2066Asha\u2069', // an isolate
        'Asha\u200D', // zero-width joiner
        'Asha\u00AD', // soft hyphen
        '\u200FAsha', // right-to-left mark
      ];
      for (const fromname of spoofs) {
        await refusedWith(
          { fromname },
          'fromname',
          'Please remove invisible and text-direction characters from your name',
        );
      }
      await refusedWith(
        { location: 'Pu\u202Ene' },
        'location',
        'Please remove invisible and text-direction characters from your location',
      );
    });

    it('message text keeps format characters (emoji sequences, Indic joiners), stored as sent', async () => {
      for (const message of ['family 👨\u200D👩\u200D👧', 'क्\u200Dष', 'an \u202Eoverride\u202C in text']) {
        expect((await accepted({ message })).C_T).toBe(message);
      }
    });

    it('message: 1 to 1500 characters (spec alert above), counted as code points, CR LF as one', async () => {
      await refusedWith({ message: '' }, 'message', 'Please enter your comment');
      await refusedWith({ message: ' \n\t ' }, 'message', 'Please enter your comment');
      expect((await accepted({ message: 'k' })).C_T).toBe('k');
      expect((await accepted({ message: 'm'.repeat(1500) })).C_T).toHaveLength(1500);
      await refusedWith(
        { message: 'm'.repeat(1501) },
        'message',
        'You have entered more than 1500 characters',
      );
      // 1500 emoji are 3000 UTF-16 units but 1500 characters to a reader.
      expect([...(await accepted({ message: '🙂'.repeat(1500) })).C_T]).toHaveLength(1500);
      await refusedWith(
        { message: '🙂'.repeat(1501) },
        'message',
        'You have entered more than 1500 characters',
      );
      await accepted({ message: 'ab\r\n'.repeat(500) });
      await refusedWith({ message: `${'ab\r\n'.repeat(500)}x` }, 'message');
      await refusedWith(
        { message: 'nul \u0000 inside' },
        'message',
        'Please remove the control characters from your comment',
      );
    });

    it('article: msid required and known, ArticleID must agree', async () => {
      await refusedWith({ msid: '', ArticleID: '' }, 'msid', 'is required');
      await refusedWith({ msid: 'abc' }, 'msid', 'must be a numeric id');
      await refusedWith({ ArticleID: '125400333' }, 'ArticleID', 'must match msid');
      const rows = await countRows();
      expect(await refused(await postComment(commentForm({ msid: '77', ArticleID: '77' })), 404)).toEqual({
        param: 'msid',
        message: 'no article 77',
      });
      expect(await countRows()).toEqual(rows);
    });

    it('refuses a field given twice, a reply sent here, junk in pass-through fields and a bad uid', async () => {
      const twice = new URLSearchParams(commentForm());
      twice.append('message', 'again');
      const rows = await countRows();
      const response = await fetch(`${api.baseUrl}/post_comment.cms?feedtype=json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: twice.toString(),
      });
      expect(await refused(response)).toEqual({ param: 'message', message: 'must be given once' });
      await refusedWith({ parentid: '9000001' }, 'parentid', 'replies go to /post_reply.cms');
      await refusedWith({ appkey: 'x'.repeat(201) }, 'appkey');
      await refusedWith({ uid: 'short' }, 'uid');
      expect(await countRows()).toEqual(rows);
    });

    it('Hardening (issue 26.6): stores the longest emoji comment the rule allows; one byte past the derived limit is 413', async () => {
      const message = '😀'.repeat(COMMENT_LIMITS.message);
      const longest = await posted(postComment(commentForm({ message, uid: freshUid() })));
      expect(longest.C_T).toBe(message);
      const atLimit = new URLSearchParams(commentForm({ message, uid: freshUid() })).toString();
      const padding = BODY_LIMITS.comment - atLimit.length - '&pad='.length;
      const send = (extra: number) =>
        fetch(`${api.baseUrl}/post_comment.cms?feedtype=json`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `${atLimit}&pad=${'x'.repeat(padding + extra)}`,
        });
      // At the limit the body is read (and refused for its unknown field only after that, or
      // stored); one byte more and it is not read at all.
      expect((await send(0)).status).not.toBe(413);
      expect((await refused(await send(1), 413)).param).toBe('body');
    });

    it('refuses other body types and oversized bodies', async () => {
      const text = await fetch(`${api.baseUrl}/post_comment.cms`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'message=hi',
      });
      expect((await refused(text, 415)).param).toBe('content-type');
      const huge = await api.post('/post_comment.cms', commentForm({ message: 'x'.repeat(70_000) }));
      expect((await refused(huge, 413)).param).toBe('body');
      const badJson = await fetch(`${api.baseUrl}/post_comment.cms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"message":',
      });
      expect(await refused(badJson)).toEqual({ param: 'body', message: 'is not valid JSON' });
    });
  });

  describe('signed-in readers', () => {
    it('comment under the session name and e-mail, whatever the form says', async () => {
      const session = await api.signIn('reader');
      const comment = await posted(
        await postComment(
          commentForm({ fromname: 'Someone Else Entirely', fromaddress: 'bad', location: 'Kochi' }),
          session,
        ),
      );
      expect(comment.A_D_N).toBe('Asha');
      const row = await api.store.db
        .selectFrom('comments')
        .innerJoin('comment_submissions', 'comment_submissions.comment_id', 'comments.id')
        .select(['author_email', 'location', 'reader_id', 'client'])
        .where('comments.id', '=', Number(comment._id))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        author_email: 'reader@demo.ledger',
        location: 'Kochi',
        reader_id: 1,
        client: 'reader:1',
      });
      // Empty name and e-mail fields are fine for them.
      expect(
        (await posted(await postComment(commentForm({ fromname: '', fromaddress: '' }), session))).A_D_N,
      ).toBe('Asha');
    });

    it('get 401 with an unknown or ended session instead of posting anonymously', async () => {
      const rows = await countRows();
      const response = await postComment(commentForm(), { authorization: `Bearer ${'x'.repeat(43)}` });
      expect(await refused(response, 401)).toEqual({
        param: 'session',
        message: 'Your session has ended; please sign in again.',
      });
      expect(response.headers.get('set-cookie')).toMatch(/^ledger_session=; .*Max-Age=0/);
      expect(await countRows()).toEqual(rows);
    });
  });

  describe('idempotent retries', () => {
    it('stores a post retried with the same Idempotency-Key once, and answers the same comment', async () => {
      const rows = await countRows();
      const headers = { 'idempotency-key': 'post-7f3a9c2e-0001' };
      const first = await postComment(commentForm({ message: 'Sent on a flaky line' }), headers);
      const again = await postComment(commentForm({ message: 'Sent on a flaky line' }), headers);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await posted(again)).toEqual(await posted(first));
      expect((await countRows()).comments).toBe(rows.comments + 1);
    });

    it('accepts the key as the clientid field, and stores racing copies once', async () => {
      const rows = await countRows();
      const fields = commentForm({ message: 'Tapped post five times', clientid: 'client-key-race-0001' });
      const answers = await Promise.all(Array.from({ length: 5 }, () => postComment(fields)));
      const comments = await Promise.all(answers.map(posted));
      expect(new Set(comments.map((comment) => comment._id)).size).toBe(1);
      expect((await countRows()).comments).toBe(rows.comments + 1);
    });

    it('refuses a key reused for a different comment (409), and a header and field that disagree', async () => {
      await posted(
        await postComment(commentForm({ message: 'one' }), { 'idempotency-key': 'reused-key-00001' }),
      );
      const rows = await countRows();
      expect(
        await refused(
          await postComment(commentForm({ message: 'two' }), { 'idempotency-key': 'reused-key-00001' }),
          409,
        ),
      ).toEqual({ param: 'Idempotency-Key', message: 'was already used for a different comment' });
      const mismatch = await postComment(commentForm({ clientid: 'field-key-00001' }), {
        'idempotency-key': 'header-key-0001',
      });
      expect((await refused(mismatch)).param).toBe('clientid');
      expect((await refused(await postComment(commentForm({ clientid: 'short' })))).param).toBe('clientid');
      expect(await countRows()).toEqual(rows);
    });
  });
});

describe('POST /post_reply.cms (AR-04)', () => {
  async function thread(): Promise<Comment> {
    clock += 60_000;
    return posted(await postComment(commentForm({ message: 'A thread to answer' })));
  }

  it('nests a reply under its parent, and a reply to the reply under that, in GET', async () => {
    const root = await thread();
    clock += 60_000;
    const reply = await posted(
      await postReply(commentForm({ message: 'First answer', parentid: root._id, rootid: root._id })),
    );
    clock += 60_000;
    const deeper = await posted(
      await postReply(
        commentForm({ message: 'Answer to the answer', parentid: reply._id, rootid: root._id }),
      ),
    );
    const listed = (await allComments(msid)).find((comment) => comment._id === root._id);
    expect(listed?.CHILD.map((child) => child._id)).toEqual([reply._id]);
    expect(listed?.CHILD[0]?.CHILD.map((child) => child.C_T)).toEqual(['Answer to the answer']);
    expect(listed?.CHILD[0]?.CHILD[0]?._id).toBe(deeper._id);
    // A reply is not a thread: cmt_c counts only the thread.
    const [header] = await api.getParsed(CommentsPage, `/comments?msid=${msid}`);
    expect(flatten(await allComments(msid))).toHaveLength(header.totalcount);
  });

  it('replies to a seeded comment deep in a thread', async () => {
    const seeded = await api.store.db
      .selectFrom('comments')
      .select(['id', 'root_id', 'msid'])
      .where('root_id', 'is not', null)
      .where('msid', '=', busyArticle)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reply = await posted(
      await postReply(
        commentForm({
          msid: String(busyArticle),
          ArticleID: String(busyArticle),
          parentid: String(seeded.id),
          rootid: String(seeded.root_id),
        }),
      ),
    );
    const row = await api.store.db
      .selectFrom('comments')
      .select(['parent_id', 'root_id'])
      .where('id', '=', Number(reply._id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parent_id: seeded.id, root_id: seeded.root_id });
  });

  it('checks parentid and rootid, and the same limits as a comment, storing nothing when refused', async () => {
    const root = await thread();
    const reply = await posted(await postReply(commentForm({ parentid: root._id, rootid: root._id })));
    const rows = await countRows();
    const cases: [Record<string, string>, number, string, string?][] = [
      [{ parentid: '', rootid: root._id }, 400, 'parentid', 'is required'],
      [{ parentid: root._id, rootid: '' }, 400, 'rootid', 'is required'],
      [{ parentid: '77', rootid: '77' }, 404, 'parentid', 'no comment 77'],
      [
        { parentid: reply._id, rootid: reply._id },
        400,
        'rootid',
        `must be ${root._id}, the first comment of the thread`,
      ],
      [
        { parentid: root._id, rootid: root._id, msid: String(busyArticle), ArticleID: String(busyArticle) },
        400,
        'parentid',
        `comment ${root._id} is not on article ${busyArticle}`,
      ],
      [{ parentid: root._id, rootid: root._id, message: 'r'.repeat(1501) }, 400, 'message'],
      [{ parentid: root._id, rootid: root._id, fromname: '' }, 400, 'fromname', 'Please enter your name'],
    ];
    for (const [overrides, status, param, message] of cases) {
      const error = await refused(await postReply(commentForm(overrides)), status);
      expect(error.param, JSON.stringify(overrides)).toBe(param);
      if (message) expect(error.message).toBe(message);
    }
    expect(await countRows()).toEqual(rows);
  });
});

describe('POST /rate_comment.cms (AR-07, Hardening 9)', () => {
  let target: Comment;
  beforeAll(async () => {
    target = await posted(await postComment(commentForm({ message: 'Vote on me' })));
  });
  /** The site's anonymous reader id, as the site passes it on (the test client is a trusted proxy). */
  const asAnonymous = (id: string) => ({ 'x-anonymous-reader': id });
  let readerCounter = 0;
  /** Another anonymous reader: an id of their own, from an address of their own. */
  const freshReader = () => {
    readerCounter += 1;
    return {
      ...asAnonymous(`anon-reader-${String(readerCounter).padStart(8, '0')}`),
      'x-forwarded-for': `198.18.${Math.floor(readerCounter / 250)}.${(readerCounter % 250) + 1}`,
    };
  };
  const voteFields = (overrides: Record<string, string> = {}) => ({
    opinionid: target._id,
    typeid: '100',
    rateid: '1',
    ...overrides,
  });
  const vote = async (fields: Record<string, string>, headers?: Record<string, string>) => {
    const response = await api.post('/rate_comment.cms', fields, headers);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response;
  };
  const counted = async (response: Response) => {
    expect(response.status).toBe(200);
    return VoteAnswer.parse(await response.json());
  };
  const countsOf = async (id: string) =>
    api.store.db
      .selectFrom('comments')
      .select(['agree', 'disagree'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

  it('counts five votes from one anonymous reader once, whatever uid each one carries', async () => {
    const reader = freshReader();
    const before = await countsOf(target._id);
    const answers = [];
    for (const typeid of ['100', '100', '101', '100', '101']) {
      answers.push(await counted(await vote(voteFields({ typeid, uid: freshUid() }), reader)));
    }
    expect(answers[0]).toEqual({
      counted: true,
      opinionid: target._id,
      AC_A_C: before.agree + 1,
      AC_D_C: before.disagree,
    });
    expect(answers.slice(1)).toEqual(Array(4).fill({ counted: false, reason: 'already voted' }));
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 1 });
  });

  it('counts two readers twice, and shows the counts in GET', async () => {
    const before = await countsOf(target._id);
    await counted(await vote(voteFields({ typeid: '101' }), freshReader()));
    const second = await counted(await vote(voteFields({ typeid: '101' }), freshReader()));
    expect(second).toMatchObject({ counted: true, AC_D_C: before.disagree + 2 });
    const listed = (await allComments(msid)).find((comment) => comment._id === target._id);
    expect(listed).toMatchObject({ AC_A_C: before.agree, AC_D_C: before.disagree + 2 });
  });

  it('takes the signed-in reader as the voter, whatever anonymous id comes along', async () => {
    const session = await api.signIn('prime');
    const before = await countsOf(target._id);
    expect((await counted(await vote(voteFields(), { ...session, ...freshReader() }))).counted).toBe(true);
    const again = await vote(voteFields(), { ...session, ...freshReader() });
    expect((await counted(again)).counted).toBe(false);
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 1 });
  });

  it('counts racing copies of one vote once', async () => {
    const reader = freshReader();
    const before = await countsOf(target._id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => vote(voteFields(), reader).then(counted)),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 1 });
  });

  // Hardening (issue 26.3): 80 cookie-less votes on one comment counted 64 (only the rate limit
  // held them); a new id per request bought a new vote.
  it('counts 80 votes without an id from one address once (the voter is the address)', async () => {
    const rows = await countRows();
    const before = await countsOf(target._id);
    const address = { 'x-forwarded-for': '198.51.100.80' };
    const answers = [];
    for (let index = 0; index < 80; index += 1) {
      answers.push(await counted(await vote(voteFields({ uid: freshUid() }), address)));
    }
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 1 });
    expect(await countRows()).toEqual({ ...rows, votes: rows.votes + 1 });
  });

  it('counts one vote per comment per address, whatever new anonymous ids come from it', async () => {
    const before = await countsOf(target._id);
    const address = { 'x-forwarded-for': '198.51.100.81' };
    const answers = [];
    for (let index = 0; index < 20; index += 1) {
      const id = asAnonymous(`renewed-reader-${String(index).padStart(8, '0')}`);
      answers.push(await counted(await vote(voteFields(), { ...id, ...address })));
    }
    // Without an id at all, from the same address: the address has voted.
    answers.push(await counted(await vote(voteFields(), address)));
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 1 });
    // The refused ids stored nothing: one of them voting from a new address is counted.
    const moved = { ...asAnonymous('renewed-reader-00000007'), 'x-forwarded-for': '198.51.100.82' };
    expect((await counted(await vote(voteFields(), moved))).counted).toBe(true);
  });

  it('counts a signed-in reader per account, not per address', async () => {
    const before = await countsOf(target._id);
    const address = { 'x-forwarded-for': '198.51.100.83' };
    expect((await counted(await vote(voteFields(), address))).counted).toBe(true);
    const session = await api.signIn('editor');
    expect((await counted(await vote(voteFields(), { ...session, ...address }))).counted).toBe(true);
    expect(await countsOf(target._id)).toEqual({ ...before, agree: before.agree + 2 });
  });

  it('does not believe X-Anonymous-Reader from a peer that is not a trusted proxy', async () => {
    const untrusting = await startTestApi(api.store, {
      now: () => clock,
      closeStore: false,
      trustedProxies: [],
      rateLimits: { votes: 'off' },
    });
    try {
      const before = await countsOf(target._id);
      // Forged ids and forwarded addresses from one peer: one voter, its socket's address.
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        const forged = await untrusting.post('/rate_comment.cms', voteFields(), freshReader());
        answers.push(await counted(forged));
      }
      expect(answers.filter((answer) => answer.counted).length).toBeLessThanOrEqual(1);
      const after = await countsOf(target._id);
      expect(after.agree - before.agree).toBeLessThanOrEqual(1);
    } finally {
      await untrusting.close();
    }
  });

  it('refuses bad fields and an unknown comment, and GET and HEAD are 405 (only POST votes)', async () => {
    const rows = await countRows();
    const reader = freshReader();
    const cases: [Record<string, string>, number, string][] = [
      [{ opinionid: '' }, 400, 'opinionid'],
      [{ typeid: '102' }, 400, 'typeid'],
      [{ rateid: '2' }, 400, 'rateid'],
      [{ opinionid: '77' }, 404, 'opinionid'],
    ];
    for (const [overrides, status, param] of cases) {
      expect((await refused(await vote(voteFields(overrides), reader), status)).param).toBe(param);
    }
    const query = new URLSearchParams(voteFields()).toString();
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${api.baseUrl}/rate_comment.cms?${query}`, { method, headers: reader });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(await countRows()).toEqual(rows);
  });
});

describe('rate limits (per client, on an injected clock)', () => {
  let limited: TestApi;
  let time = seedNowMs + 2 * 60 * 60_000;
  beforeAll(async () => {
    limited = await startTestApi(undefined, {
      now: () => time,
      rateLimits: { posts: { count: 3, perSeconds: 60 }, votes: { count: 2, perSeconds: 60 } },
    });
  });
  afterAll(() => limited.close());

  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    limited.post('/post_comment.cms?feedtype=json', commentForm(fields), headers);

  it('answers 429 with Retry-After past the limit, stores nothing, and lets the client in again later', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (const n of [1, 2, 3]) expect((await send({ message: `post ${n}` }, client)).status).toBe(200);
    const before = await limited.store.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const over = await send({ message: 'post 4' }, client);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('20');
    expect(await over.json()).toEqual({
      error: { param: 'rate_limit', message: 'Too many comments; try again in 20 s' },
    });
    const after = await limited.store.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // Another reader behind the trusted proxy has a bucket of their own.
    expect(
      (await send({ message: 'other reader' }, { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' })).status,
    ).toBe(200);
    time += 19_000;
    expect((await send({ message: 'still too soon' }, client)).status).toBe(429);
    time += 1_000;
    expect((await send({ message: 'post 5' }, client)).status).toBe(200);
    expect((await send({ message: 'post 6' }, client)).status).toBe(429);
  });

  it('does not charge a retry with the same idempotency key', async () => {
    const client = { 'x-forwarded-for': '203.0.113.20', 'idempotency-key': 'retry-costs-nothing-01' };
    for (const _ of [1, 2, 3, 4, 5]) expect((await send({ message: 'retried' }, client)).status).toBe(200);
    expect((await send({ message: 'new one' }, { 'x-forwarded-for': '203.0.113.20' })).status).toBe(200);
  });

  it('counts a signed-in reader on their own account, not their address', async () => {
    const session = await limited.signIn('editor');
    const sameAddress = { 'x-forwarded-for': '203.0.113.30' };
    for (const _ of [1, 2, 3]) expect((await send({}, sameAddress)).status).toBe(200);
    expect((await send({}, sameAddress)).status).toBe(429);
    expect((await send({}, { ...sameAddress, ...session })).status).toBe(200);
  });

  it('limits votes as well', async () => {
    const comment = await posted(
      await send({ message: 'vote target' }, { 'x-forwarded-for': '203.0.113.40' }),
    );
    const voteFrom = (reader: string) =>
      limited.post(
        '/rate_comment.cms',
        { opinionid: comment._id, typeid: '100', rateid: '1' },
        { 'x-forwarded-for': '203.0.113.41', 'x-anonymous-reader': reader },
      );
    expect((await voteFrom('limited-reader-0001')).status).toBe(200);
    expect((await voteFrom('limited-reader-0002')).status).toBe(200);
    const over = await voteFrom('limited-reader-0003');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('30');
    expect((await over.json()).error.message).toBe('Too many votes; try again in 30 s');
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const untrusting = await startTestApi(limited.store, {
      now: () => time,
      closeStore: false,
      trustedProxies: [],
      rateLimits: { posts: { count: 1, perSeconds: 60 } },
    });
    try {
      const post = (address: string) =>
        untrusting.post('/post_comment.cms', commentForm({ message: address }), {
          'x-forwarded-for': address,
        });
      expect((await post('198.51.100.1')).status).toBe(200);
      // A made-up forwarded address does not buy a fresh bucket.
      expect((await post('198.51.100.2')).status).toBe(429);
    } finally {
      await untrusting.close();
    }
  });
});
