import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Comment, CommentsPage } from '../contract.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function articleWithMostThreads(): Promise<{ msid: number; threads: number }> {
  const row = await api.store.db
    .selectFrom('comments')
    .select((eb) => ['msid', eb.fn.countAll<number>().as('threads')])
    .where('parent_id', 'is', null)
    .groupBy('msid')
    .orderBy('threads', 'desc')
    .orderBy('msid')
    .executeTakeFirstOrThrow();
  return { msid: row.msid, threads: Number(row.threads) };
}

const page = (msid: number, pagenum: number) =>
  api.getParsed(CommentsPage, `/comments?msid=${msid}&pagenum=${pagenum}&size=25`);
const flatten = (comments: Comment[]): Comment[] =>
  comments.flatMap((comment) => [comment, ...flatten(comment.CHILD)]);
const depth = (comment: Comment): number => 1 + Math.max(0, ...comment.CHILD.map(depth));

describe('GET /comments (AR-02)', () => {
  it('starts with the header, then 25 threads a page; page 2 continues where page 1 stopped', async () => {
    const { msid, threads } = await articleWithMostThreads();
    expect(threads).toBeGreaterThan(50);
    const [header1, ...first] = await page(msid, 1);
    const [header2, ...second] = await page(msid, 2);
    expect(header1).toEqual(header2);
    expect(header1.cmt_c).toBe(threads);
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(25);
    const firstIds = new Set(first.map((comment) => comment._id));
    expect(second.some((comment) => firstIds.has(comment._id))).toBe(false);
    // Newest thread first, across the page boundary too.
    const starts = [...first, ...second].map((comment) => comment.C_D);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('counts every comment in totalcount and pages through all threads', async () => {
    const { msid, threads } = await articleWithMostThreads();
    const pages: Comment[] = [];
    let header = { totalcount: 0, cmt_c: 0 };
    for (let pagenum = 1; pagenum <= Math.ceil(threads / 25); pagenum += 1) {
      const [pageHeader, ...comments] = await page(msid, pagenum);
      header = pageHeader;
      pages.push(...comments);
    }
    expect(pages).toHaveLength(threads);
    expect(flatten(pages)).toHaveLength(header.totalcount);
  });

  it('nests replies in CHILD, oldest reply first, up to four levels', async () => {
    const { msid } = await articleWithMostThreads();
    const [, ...comments] = await page(msid, 1);
    const all = [
      ...comments,
      ...(await page(msid, 2)).slice(1),
      ...(await page(msid, 3)).slice(1),
    ] as Comment[];
    expect(Math.max(...all.map(depth))).toBe(4);
    for (const comment of flatten(all)) {
      const replyTimes = comment.CHILD.map((reply) => reply.C_D);
      expect(replyTimes).toEqual([...replyTimes].sort());
      for (const reply of comment.CHILD) expect(reply.C_D >= comment.C_D).toBe(true);
    }
  });

  it('answers just the header past the last page, and for an article without comments', async () => {
    const { msid, threads } = await articleWithMostThreads();
    const past = await page(msid, Math.ceil(threads / 25) + 1);
    expect(past).toHaveLength(1);
    expect(past[0].cmt_c).toBe(threads);
    const quiet = await api.store.db
      .selectFrom('articles')
      .select('msid')
      .where('msid', 'not in', (sub) => sub.selectFrom('comments').select('msid'))
      .orderBy('msid')
      .executeTakeFirstOrThrow();
    expect(await page(quiet.msid, 1)).toEqual([{ totalcount: 0, cmt_c: 0 }]);
  });

  it('never exposes commenters’ e-mail addresses', async () => {
    const { msid } = await articleWithMostThreads();
    const text = await (await api.get(`/comments?msid=${msid}&pagenum=1&size=25`)).text();
    expect(text).not.toContain('@example.com');
  });

  it('answers 404 for an unknown article and 400 naming a bad parameter', async () => {
    expect(await api.getError('/comments?msid=77&pagenum=1&size=25', 404)).toEqual({
      param: 'msid',
      message: 'no article 77',
    });
    expect((await api.getError('/comments?msid=125400333&pagenum=0', 400)).param).toBe('pagenum');
    expect((await api.getError('/comments?msid=125400333&size=500', 400)).param).toBe('size');
    expect((await api.getError('/comments?pagenum=1', 400)).param).toBe('msid');
  });
});
