import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, BYTES_PER_TEXT_CHARACTER, formBodyLimit, LARGEST_WRITE_BODY } from './body-limits.ts';
import { COMMENT_LIMITS, checkCommentMessage, countCharacters } from './comments.ts';

// Hardening (issue 26.6), AR-03: the body limits come from the field rules, so the longest
// comment the rules allow, in the costliest characters they allow, fits its body.

/** The worst case the rule allows: it counts code points, so a four-byte emoji is one character. */
const longestEmojiComment = '😀'.repeat(COMMENT_LIMITS.message);

describe('body limits derived from the field rules', () => {
  it('the rule takes 1,500 emoji as 1,500 characters (code points, not UTF-16 units)', () => {
    expect(longestEmojiComment.length).toBe(2 * COMMENT_LIMITS.message);
    expect(countCharacters(longestEmojiComment)).toBe(COMMENT_LIMITS.message);
    expect(checkCommentMessage(longestEmojiComment)).toBeNull();
  });

  it('a comment with every text field at its longest in emoji, form-encoded, fits the comment limit', () => {
    const form = new URLSearchParams({
      message: longestEmojiComment,
      fromname: '😀'.repeat(COMMENT_LIMITS.name),
      fromaddress: '😀'.repeat(COMMENT_LIMITS.email),
      location: '😀'.repeat(COMMENT_LIMITS.location),
      msid: '9'.repeat(20),
      ArticleID: '9'.repeat(20),
      uid: 'u'.repeat(100),
      ...Object.fromEntries(
        ['check_twitter', 'userid', 'loggedstatus', 'configid', 'appkey'].map((name) => [
          name,
          '😀'.repeat(200),
        ]),
      ),
    }).toString();
    // 18 kB for the message alone: more than the site's old 16 KiB proxy limit.
    expect(new URLSearchParams({ message: longestEmojiComment }).toString().length).toBe(18_008);
    expect(form.length).toBeGreaterThan(16 * 1024);
    expect(form.length).toBeLessThanOrEqual(BODY_LIMITS.comment);
    expect(BODY_LIMITS.reply).toBeGreaterThan(BODY_LIMITS.comment);
  });

  it('counts 12 bytes a text character and the name, "=" and "&" of each field', () => {
    expect(BYTES_PER_TEXT_CHARACTER).toBe(12);
    const fields = { message: '😀'.repeat(7), name: '😀' };
    const encoded = new URLSearchParams(fields).toString();
    // Exactly the limit, less the `&` the last field does not need.
    expect(encoded.length + 1).toBe(formBodyLimit({ message: { text: 7 }, name: { text: 1 } }));
  });

  it('the largest write is the largest of the limits', () => {
    expect(LARGEST_WRITE_BODY).toBe(Math.max(...Object.values(BODY_LIMITS)));
  });
});
