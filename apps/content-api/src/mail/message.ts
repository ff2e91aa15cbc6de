import { mailLimits } from '@newsroom/rules/mail';

// Hardening #16: what a shared article's mail says. The sender is anonymous and unchecked, so
// nothing they type reaches the subject: it is the publication and the article's title. Their
// name appears only in the body, quoted and said to be theirs, cut short and cleaned of
// characters that could hide or reorder text (a name cannot pose as our words or as a link's
// text). The mail is plain text only: there is no HTML part in which their words could become
// markup or a disguised link.

export const publicationName = 'The Economic Ledger';

// Format characters (bidi overrides and isolates, zero-width and invisible characters, tags),
// controls, private-use, lone surrogates and unassigned code points. ZWJ and ZWNJ stay: Indian
// scripts need them to join letters correctly.
const hidden = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}]/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The sender's name as the mail may show it: hidden characters dropped, any run of spaces (of
 * any kind) made one, and cut to `mailLimits.senderNameInMail` characters as a reader counts
 * them (whole graphemes), ending in "…" when cut.
 */
export function senderNameForMail(name: string): string {
  const clean = name
    .replace(hidden, '')
    .replace(/[\s\p{Z}]+/gu, ' ')
    .trim();
  const parts = Array.from(graphemes.segment(clean), (part) => part.segment);
  if (parts.length <= mailLimits.senderNameInMail) return clean;
  return `${parts
    .slice(0, mailLimits.senderNameInMail - 1)
    .join('')
    .trimEnd()}…`;
}

export interface SharedArticle {
  title: string;
  synopsis: string;
  link: string;
}

export interface ArticleMail {
  subject: string;
  text: string;
  /** The name for the Reply-To header (cleaned and cut), '' for none. */
  replyToName: string;
}

/** The subject and plain-text body of a shared article; the sender's name as they gave it. */
export function composeArticleMail(article: SharedArticle, senderName: string): ArticleMail {
  const sender = senderNameForMail(senderName);
  const intro =
    sender === ''
      ? `A reader of ${publicationName} sent you this article.`
      : `A reader of ${publicationName} who gave their name as “${sender}” sent you this article.`;
  const text = [
    intro,
    '',
    article.title,
    article.synopsis,
    '',
    article.link,
    '',
    '--',
    `${publicationName} sent this because a reader entered your address on its site. The name`,
    'above is in their own words; we have not checked it.',
  ].join('\n');
  return { subject: `${publicationName}: ${article.title}`, text, replyToName: sender };
}
