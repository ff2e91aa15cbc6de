import { describe, expect, it } from 'vitest';
import { readCommentPage } from './comments.ts';

const comment = (id: string, child: unknown[] = []) => ({
  _id: id,
  A_D_N: `Author ${id}`,
  C_D: '2026-11-20T10:00:00+05:30',
  C_T: `Text ${id}`,
  user_reward: { statusPoints: '12' },
  AC_A_C: 3,
  AC_D_C: '1',
  CHILD: child,
});

describe('readCommentPage (AR-02)', () => {
  it('reads the header and nested replies', () => {
    const page = readCommentPage([{ totalcount: 3, cmt_c: 1 }, comment('1', [comment('2', [comment('3')])])]);
    expect(page?.total).toBe(3);
    expect(page?.threads).toBe(1);
    expect(page?.comments[0]).toMatchObject({ id: '1', points: 12, agree: 3, disagree: 1 });
    expect(page?.comments[0]?.replies[0]?.replies[0]?.text).toBe('Text 3');
  });

  it('refuses an answer that is not an array with a header', () => {
    expect(readCommentPage({ comments: [] })).toBeNull();
    expect(readCommentPage([])).toBeNull();
    expect(readCommentPage([{ nope: 1 }])).toBeNull();
  });

  it('skips malformed comments and stops at absurd depths', () => {
    let deep: unknown = comment('x');
    for (let i = 0; i < 100; i++) deep = comment(`d${i}`, [deep]);
    const page = readCommentPage([{ totalcount: 2, cmt_c: 2 }, { _id: '9' }, 'junk', deep]);
    expect(page?.comments.map((c) => c.id)).toEqual(['d99']);
  });
});
