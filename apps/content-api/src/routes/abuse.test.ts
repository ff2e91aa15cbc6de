import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseReasons, ErrorAnswer, ModerationReportsAnswer, ReportAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// AR-05: abuse reports stored for moderators; the moderation list is for editors only.

let clock = seedNowMs + 60 * 60_000;
let api: TestApi;
let commentId: string;
let commentMsid: number;
beforeAll(async () => {
  api = await startTestApi(undefined, {
    now: () => clock,
    rateLimits: { reports: { count: 30, perSeconds: 600 } },
  });
  const seeded = await api.store.db
    .selectFrom('comments')
    .select(['id', 'msid'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  commentId = String(seeded.id);
  commentMsid = seeded.msid;
});
afterAll(() => api.close());

function reportForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    hostid: '83',
    channelid: '2147477992',
    commentid: commentId,
    commenterid: 'commenter-991',
    reason: 'Foul language',
    username: 'Meena',
    loggedstatus: '0',
    ssoid: '',
    uid: 'browser-uid-report-01',
    ...overrides,
  };
}

const report = (fields: Record<string, string>, headers?: Record<string, string>) =>
  api.post('/report_abuse.cms', fields, headers);
const reportCount = async () =>
  Number(
    (
      await api.store.db
        .selectFrom('abuse_reports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /report_abuse.cms (AR-05)', () => {
  it('stores a report for each of the four reasons; Others keeps its free text', async () => {
    for (const reason of abuseReasons) {
      clock += 1000;
      const extra: Record<string, string> =
        reason === 'Others' ? { reasontext: 'Spam link <a href="x">here</a>' } : {};
      const response = await report(reportForm({ reason, ...extra }));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      ReportAnswer.parse(await response.json());
    }
    const rows = await api.store.db.selectFrom('abuse_reports').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.reason)).toEqual([...abuseReasons]);
    expect(rows[3]).toMatchObject({
      comment_id: Number(commentId),
      msid: commentMsid,
      host_id: '83',
      channel_id: '2147477992',
      commenter_id: 'commenter-991',
      reason_text: 'Spam link <a href="x">here</a>',
      user_name: 'Meena',
      logged_in: 0,
      ssoid: null,
      uid: 'browser-uid-report-01',
      reader_id: null,
      client: 'ip:127.0.0.1',
    });
    expect(rows[0]?.reason_text).toBeNull();
  });

  it('records a signed-in reporter from the session, whatever the form claims', async () => {
    const session = await api.signIn('reader');
    const answer = ReportAnswer.parse(
      await (
        await report(reportForm({ username: 'Not Me', ssoid: 'forged', loggedstatus: '0' }), session)
      ).json(),
    );
    const row = await api.store.db
      .selectFrom('abuse_reports')
      .selectAll()
      .where('id', '=', Number(answer.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_name: 'Asha', ssoid: 'ld838a6741ad6164c7', logged_in: 1, reader_id: 1 });
  });

  it('refuses each bad field with a 400 naming it, storing nothing', async () => {
    const before = await reportCount();
    const cases: [Record<string, string>, number, string, string?][] = [
      [{ commentid: '' }, 400, 'commentid', 'is required'],
      [{ commentid: 'abc' }, 400, 'commentid', 'must be a numeric id'],
      [{ reason: '' }, 400, 'reason', 'Please choose a reason'],
      [{ reason: 'Boring' }, 400, 'reason', 'Please choose a reason'],
      [{ reason: 'Others' }, 400, 'reasontext', 'Please describe the reason'],
      [{ reason: 'Others', reasontext: '   ' }, 400, 'reasontext'],
      [
        { reason: 'Others', reasontext: 'r'.repeat(501) },
        400,
        'reasontext',
        'Please describe the reason in 500 characters or fewer',
      ],
      [{ username: 'u'.repeat(101) }, 400, 'username', 'Please enter a name of 100 characters or fewer'],
      [
        { username: 'Meena\u202E' },
        400,
        'username',
        'Please remove invisible and text-direction characters from your name',
      ],
      [{ username: 'Mee\u200Bna' }, 400, 'username'],
      [{ username: '😀'.repeat(101) }, 400, 'username'],
      [{ hostid: 'x' }, 400, 'hostid', 'must be a numeric id'],
      [{ channelid: '12a' }, 400, 'channelid'],
      [{ loggedstatus: 'yes' }, 400, 'loggedstatus'],
      [{ uid: 'bad' }, 400, 'uid'],
      [{ commentid: '77' }, 404, 'commentid', 'no comment 77'],
    ];
    for (const [overrides, status, param, message] of cases) {
      const response = await report(reportForm(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      const error = ErrorAnswer.parse(await response.json()).error;
      expect(error.param).toBe(param);
      if (message) expect(error.message).toBe(message);
    }
    expect(await reportCount()).toBe(before);
  });

  it('accepts the edges: a 100-character name (emoji count one), 500 characters of Others text', async () => {
    const edges: Record<string, string>[] = [
      { username: 'u'.repeat(100) },
      { username: '😀'.repeat(100) },
      { reason: 'Others', reasontext: 'r'.repeat(500) },
      { reason: 'others', reasontext: 'case of the reason does not matter' },
    ];
    for (const overrides of edges) {
      expect((await report(reportForm(overrides))).status, JSON.stringify(overrides)).toBe(200);
    }
  });
});

describe('GET /moderation/reports', () => {
  it('lists reports newest first, with the reported comment, for editors', async () => {
    const response = await api.get('/moderation/reports?pagenum=1&size=3', await api.signIn('editor'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = ModerationReportsAnswer.parse(await response.json());
    expect(answer.totalcount).toBe(await reportCount());
    expect(answer.reports).toHaveLength(3);
    const times = answer.reports.map((each) => `${each.reportedAt} ${each.id.padStart(9, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const comment = await api.store.db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', Number(commentId))
      .executeTakeFirstOrThrow();
    expect(answer.reports[0]?.comment).toEqual({
      A_D_N: comment.author_name,
      C_T: comment.text,
      C_D: comment.created_at,
      email: comment.author_email,
      location: comment.location,
    });
  });

  it('answers 401 without a session and 403 for readers who are not editors', async () => {
    expect(await api.getError('/moderation/reports', 401)).toEqual({
      param: 'session',
      message: 'Please sign in.',
    });
    const response = await api.get('/moderation/reports', await api.signIn('prime'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { param: 'session', message: 'Only editors can read abuse reports.' },
    });
  });

  it('rate-limits reports per client', async () => {
    const limited = await startTestApi(api.store, {
      now: () => clock,
      closeStore: false,
      rateLimits: { reports: { count: 1, perSeconds: 600 } },
    });
    try {
      expect((await limited.post('/report_abuse.cms', reportForm())).status).toBe(200);
      const over = await limited.post('/report_abuse.cms', reportForm());
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('600');
    } finally {
      await limited.close();
    }
  });
});
