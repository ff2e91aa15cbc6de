import { describe, expect, it } from 'vitest';
import {
  COMMENT_TEXTS,
  CommentsHttpError,
  containsComment,
  countCharacters,
  errorText,
  fetchErrorMessage,
  insertReply,
  opinionsPath,
  readCommentsPage,
  readPostedComment,
  rootIdOf,
} from './comments.ts';
import { charactersLeft, detailsDue, parseSessionUser, toSubmission, validateDraft } from './draft.ts';
import { nestedThread, sampleComment } from './fixtures.ts';

// AR-02..AR-05 shared helpers: texts, counting, paths, thread edits.

describe('comments: texts and helpers', () => {
  it('has the spec’s texts exactly', () => {
    expect(COMMENT_TEXTS).toMatchObject({
      invalidFormat: 'Invalid data format received from the server.',
      somethingWentWrong: 'Something went wrong while fetching comments.',
      nameRequired: 'Please enter your name',
      emailRequired: 'Please enter your email',
      tooLong: 'You have entered more than 1500 characters',
      alreadyVoted: "You've already voted!",
    });
    expect(errorText('x')).toBe('Error: x');
    expect(new CommentsHttpError(404, 'Not Found').message).toBe('Failed to fetch comments: Not Found');
    expect(fetchErrorMessage(new CommentsHttpError(502))).toBe('Failed to fetch comments: Bad Gateway');
  });

  it('counts code points', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('😀')).toBe(1);
    expect(countCharacters('नमस्ते')).toBe(6);
    expect(charactersLeft('😀😀')).toBe(1498);
  });

  it('links to all opinions of an article', () => {
    expect(opinionsPath('125400333')).toBe('/opinions/125400333.cms');
    expect(opinionsPath('1/../x')).toBe('/opinions/1%2F..%2Fx.cms');
  });

  it('keeps a comment’s text as it is (markup included): the view renders it as text', () => {
    const page = readCommentsPage([
      { totalcount: 1, cmt_c: 1 },
      { _id: '1', C_T: '<img src=x onerror=alert(1)>' },
    ]);
    expect(page?.comments[0]?.C_T).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses absurd nesting', () => {
    let deep: unknown = { _id: 'leaf', C_T: 'x' };
    for (let i = 0; i < 100; i++) deep = { _id: String(i), C_T: 'x', CHILD: [deep] };
    expect(readCommentsPage([{ totalcount: 101, cmt_c: 1 }, deep])).toBeNull();
  });
});

describe('comments: thread edits', () => {
  const threads = [nestedThread('a', 3), sampleComment('b')];

  it('insertReply copies the path only and leaves the input alone', () => {
    const reply = sampleComment('r');
    const next = insertReply(threads, 'a.1.1', reply);
    expect(next).not.toBe(threads);
    expect(next[1]).toBe(threads[1]);
    expect(next[0]?.CHILD[0]?.CHILD[0]?.CHILD.map((c) => c._id)).toEqual(['a.1.1.1', 'r']);
    expect(threads[0]?.CHILD[0]?.CHILD[0]?.CHILD.map((c) => c._id)).toEqual(['a.1.1.1']);
    expect(insertReply(threads, 'zzz', reply)).toBe(threads);
  });

  it('finds comments and their thread', () => {
    expect(containsComment(threads, 'a.1.1.1')).toBe(true);
    expect(containsComment(threads, 'c')).toBe(false);
    expect(rootIdOf(threads, 'a.1.1')).toBe('a');
    expect(rootIdOf(threads, 'b')).toBe('b');
    expect(rootIdOf(threads, 'c')).toBeNull();
  });

  it('reads the comment a post was answered with, exactly as the server stored it', () => {
    const stored = {
      _id: '9003247',
      A_D_N: 'Ravi',
      C_D: '2026-11-22T19:46:49+05:30',
      C_T: 'Hello',
      PIU: null,
      user_reward: { statusPoints: 0 },
      AC_A_C: 0,
      AC_D_C: 0,
      CHILD: [],
    };
    expect(readPostedComment(stored)).toEqual(stored);
    expect(readPostedComment({ ...stored, email: 'ravi@example.com' })).toEqual(stored);
    for (const answer of [null, { ok: true }, [stored], { ...stored, _id: '' }, { ...stored, C_T: 7 }]) {
      expect(readPostedComment(answer)).toBeNull();
    }
  });
});

describe('comments: drafts', () => {
  it('details are due for anonymous readers at 3 characters', () => {
    expect(detailsDue('ab', null)).toBe(false);
    expect(detailsDue('abc', null)).toBe(true);
    expect(detailsDue('abc', { firstName: 'R', email: 'r@x.io' })).toBe(false);
  });

  it('parses the session user', () => {
    expect(parseSessionUser({ firstName: ' Ravi ', email: 'ravi@example.com ' })).toEqual({
      firstName: 'Ravi',
      email: 'ravi@example.com',
    });
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ firstName: 'Ravi' })).toBeNull();
  });

  it('validates and builds the payload', () => {
    const draft = { message: ' Hi there ', name: ' Asha ', email: 'asha@example.com', location: ' ' };
    expect(validateDraft(draft, null)).toEqual({});
    expect(toSubmission('9', draft, null)).toEqual({
      msid: '9',
      message: 'Hi there',
      fromname: 'Asha',
      fromaddress: 'asha@example.com',
      location: '',
      loggedstatus: 0,
    });
  });
});
