import type { Comment, CommentsHeader } from './comments.ts';

/**
 * Sample comments for tests and stories (AR-02): small, deterministic, and plainly fictional.
 * Not exported from the package index; tests and stories import this file directly.
 */

const NAMES = ['Asha Verma', 'Rohit K', 'Meera S', 'Dev Patel', 'Farah N', 'Kabir Rao', 'Ila Menon'];

/** A comment with the given id; text, name and counts derived from the id. */
export function sampleComment(
  id: string,
  children: Comment[] = [],
  overrides: Partial<Comment> = {},
): Comment {
  const n = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return {
    _id: id,
    A_D_N: NAMES[n % NAMES.length] ?? 'Reader',
    C_D: `2026-11-${String(10 + (n % 10)).padStart(2, '0')} 1${n % 10}:0${n % 6} IST`,
    C_T: `Comment ${id}: the policy signal was clearer than the market expected.`,
    PIU: null,
    user_reward: { statusPoints: n % 50 },
    AC_A_C: n % 13,
    AC_D_C: n % 5,
    CHILD: children,
    ...overrides,
  };
}

/** A thread whose replies nest `depth` levels deep (one reply per level): ids `{id}`, `{id}.1`, `{id}.1.1`… */
export function nestedThread(id: string, depth: number): Comment {
  let reply: Comment | null = null;
  for (let level = depth; level >= 1; level--) {
    const replyId = `${id}${'.1'.repeat(level)}`;
    reply = sampleComment(replyId, reply ? [reply] : [], {
      C_T: `A reply at depth ${level}: ${level === depth ? 'the deepest word on it.' : 'I see it differently.'}`,
    });
  }
  return sampleComment(id, reply ? [reply] : []);
}

/** A comments answer as the API sends it: the header, then the threads. */
export function sampleAnswer(header: CommentsHeader, comments: Comment[]): unknown[] {
  return [header, ...comments];
}
