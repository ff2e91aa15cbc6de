import { mailLimits } from '@newsroom/rules/mail';
import { describe, expect, it } from 'vitest';
import { composeArticleMail, publicationName, senderNameForMail } from './message.ts';

// Hardening #16: the sender's words stay out of the subject; in the body they are cut, cleaned
// and said to be theirs.

const article = {
  title: 'RBI holds the repo rate at 6.5%',
  synopsis: 'The central bank kept rates unchanged for the fifth time.',
  link: 'https://ledger.example/news/economy/rbi-holds/123.cms',
};

describe('Hardening #16 the mail of a shared article', () => {
  it('puts only the publication and the title in the subject, whatever the sender wrote', () => {
    const spam = 'CLAIM YOUR PRIZE at prize.example now '.repeat(8).trim();
    const mail = composeArticleMail(article, spam);
    expect(mail.subject).toBe(`${publicationName}: ${article.title}`);
    expect(composeArticleMail(article, '').subject).toBe(mail.subject);
  });

  it('quotes the name in the body as the sender gave it, with the article, its link and a note that it is unchecked', () => {
    const mail = composeArticleMail(article, 'Meena Iyer');
    expect(mail.text.split('\n')).toEqual([
      `A reader of ${publicationName} who gave their name as “Meena Iyer” sent you this article.`,
      '',
      article.title,
      article.synopsis,
      '',
      article.link,
      '',
      '--',
      `${publicationName} sent this because a reader entered your address on its site. The name`,
      'above is in their own words; we have not checked it.',
    ]);
    expect(mail.replyToName).toBe('Meena Iyer');
    expect(composeArticleMail(article, '').text).toMatch(
      new RegExp(`^A reader of ${publicationName} sent you this article\\.\\n`),
    );
  });

  it('cuts a long name to a short one, at whole characters, ending in an ellipsis', () => {
    const long = 'word '.repeat(60).trim();
    const cut = senderNameForMail(long);
    expect([...cut]).toHaveLength(mailLimits.senderNameInMail);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1).trimEnd())).toBe(true);
    const body = composeArticleMail(article, long).text;
    expect(body).toContain(`“${cut}”`);
    expect(body).not.toContain(long);
    // An emoji family is one character to a reader and is never split.
    const family = '👨‍👩‍👧';
    const letters = 'a'.repeat(mailLimits.senderNameInMail - 2);
    expect(senderNameForMail(`${letters}${family}${family}b`)).toBe(`${letters}${family}…`);
    expect(senderNameForMail('Meena')).toBe('Meena');
  });

  it('drops characters that hide or reorder text, keeps the joiners Indian scripts need', () => {
    // U+202E turns the rest of a line around; U+2066/2069 isolate; U+200B, U+2060 and U+FEFF are
    // invisible; U+E0041 is a tag character; U+E000 is private use.
    expect(senderNameForMail('Meena\u202e moc.evil\u202c')).toBe('Meena moc.evil');
    expect(senderNameForMail('\u2066Ra\u200bvi\u2069 \u2060Kumar\ufeff\u{e0041}\ue000')).toBe('Ravi Kumar');
    expect(senderNameForMail('  Asha\u00a0\u3000  Rao\u2003 ')).toBe('Asha Rao');
    expect(senderNameForMail('क्\u200dष')).toBe('क्\u200dष');
    expect(senderNameForMail('\u202e\u200b')).toBe('');
    expect(composeArticleMail(article, '\u202e\u200b').text).toMatch(/^A reader of /);
  });
});
