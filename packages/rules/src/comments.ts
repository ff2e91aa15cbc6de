/**
 * AR-03..AR-05, Hardening items 15 and 18: what readers may write in a comment, a reply or an abuse
 * report. The browser checks it for the reader's sake (`@newsroom/machines`), the content backend
 * checks it again before storing anything (`apps/content-api`), both from this module, so a value
 * one side accepts the other cannot refuse, and both say the same words about it.
 *
 * Each check takes the value as it will be sent and returns the first rule it breaks, or null.
 */

/** Limits of what readers write (spec §5 and §9; the reason text is decided, see decisions.md). */
export const COMMENT_LIMITS = {
  /** Characters (see `countCharacters`). */
  message: 1500,
  name: 20,
  email: 40,
  location: 20,
  /** Flag form: the reporter's name. */
  flagName: 100,
  /** Flag form: the free text of reason "Others". */
  otherReason: 500,
} as const;

/** The words shown next to a field; the spec's own texts where it has them (§5). */
export const COMMENT_RULE_TEXTS = {
  messageRequired: 'Please enter your comment',
  messageTooLong: `You have entered more than ${COMMENT_LIMITS.message} characters`,
  messageCharacters: 'Please remove the control characters from your comment',
  nameRequired: 'Please enter your name',
  nameTooLong: `Please enter a name of ${COMMENT_LIMITS.name} characters or fewer`,
  nameCharacters: 'Please remove invisible and text-direction characters from your name',
  emailRequired: 'Please enter your email',
  emailTooLong: `Please enter an email of ${COMMENT_LIMITS.email} characters or fewer`,
  emailInvalid: 'Please enter a valid email',
  locationTooLong: `Please enter a location of ${COMMENT_LIMITS.location} characters or fewer`,
  locationCharacters: 'Please remove invisible and text-direction characters from your location',
  flagReasonRequired: 'Please choose a reason',
  flagOtherRequired: 'Please describe the reason',
  flagOtherTooLong: `Please describe the reason in ${COMMENT_LIMITS.otherReason} characters or fewer`,
  flagOtherCharacters: 'Please remove the control characters from the reason',
  flagNameTooLong: `Please enter a name of ${COMMENT_LIMITS.flagName} characters or fewer`,
  flagNameCharacters: 'Please remove invisible and text-direction characters from your name',
} as const;

export type RuleName = 'required' | 'tooLong' | 'invalid' | 'characters';

/** A broken rule: which one, and the words for the reader. */
export interface RuleProblem {
  rule: RuleName;
  message: string;
}

/**
 * Characters as a reader counts them: Unicode code points, so an emoji is one (two UTF-16
 * units); a line break is one whether it is LF or CR LF (a browser's native form sends CR LF).
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text.replaceAll('\r\n', '\n')) count++;
  return count;
}

/** Control characters other than tab and line breaks: never part of prose (NUL, ESC, …). */
const controlInText = /(?![\t\n\r])\p{Cc}/u;
/** A one-line field (name, location) holds no control character and no line or paragraph separator. */
const controlInLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/**
 * Format characters (general category Cf: zero-width space and joiners, soft hyphen, the byte order
 * mark, tag characters, …) and the bidirectional controls (U+202A..U+202E embeddings and overrides,
 * U+2066..U+2069 isolates, U+200E/U+200F/U+061C marks). All are invisible; in a name they let one
 * reader pass for another ("Asha" + U+200B) or turn the text around it (U+202E).
 */
const formatCharacter = /[\p{Cf}\p{Bidi_Control}]/u;

/** Whether the text holds a format or bidirectional control character (see `formatCharacter`). */
export function hasFormatCharacter(text: string): boolean {
  return formatCharacter.test(text);
}

/**
 * A well-formed e-mail, pragmatic and the server's since before the rules were shared: a local part
 * without spaces, quotes, brackets or invisible characters; a dotted host name of letters, digits
 * and hyphens; a top-level name of two or more letters. So `me@site.c` and `a@b.c1` are refused.
 */
export const EMAIL_PATTERN =
  /^[^\s\p{C}@"<>(),;:\\[\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/u;

const problem = (rule: RuleName, message: string): RuleProblem => ({ rule, message });

/**
 * The message of a comment or reply, as sent (the browser sends it trimmed; the server stores it
 * as received): not only white space, at most 1500 characters, no control character but tab and
 * line breaks. Format characters are allowed here (emoji sequences need the zero-width joiner,
 * Indic scripts the joiner and non-joiner); the site isolates the text wherever it shows it.
 */
export function checkCommentMessage(message: string): RuleProblem | null {
  if (message.trim() === '') return problem('required', COMMENT_RULE_TEXTS.messageRequired);
  if (countCharacters(message) > COMMENT_LIMITS.message) {
    return problem('tooLong', COMMENT_RULE_TEXTS.messageTooLong);
  }
  if (controlInText.test(message)) return problem('characters', COMMENT_RULE_TEXTS.messageCharacters);
  return null;
}

/** An anonymous commenter's name, trimmed at the edges: required, at most 20, visible characters only. */
export function checkCommentName(name: string): RuleProblem | null {
  const value = name.trim();
  if (value === '') return problem('required', COMMENT_RULE_TEXTS.nameRequired);
  if (countCharacters(value) > COMMENT_LIMITS.name) return problem('tooLong', COMMENT_RULE_TEXTS.nameTooLong);
  if (controlInLine.test(value) || hasFormatCharacter(value)) {
    return problem('characters', COMMENT_RULE_TEXTS.nameCharacters);
  }
  return null;
}

/** An anonymous commenter's e-mail, trimmed at the edges: required, at most 40, well-formed. */
export function checkCommentEmail(email: string): RuleProblem | null {
  const value = email.trim();
  if (value === '') return problem('required', COMMENT_RULE_TEXTS.emailRequired);
  if (countCharacters(value) > COMMENT_LIMITS.email) {
    return problem('tooLong', COMMENT_RULE_TEXTS.emailTooLong);
  }
  if (!EMAIL_PATTERN.test(value)) return problem('invalid', COMMENT_RULE_TEXTS.emailInvalid);
  return null;
}

/** The optional location, trimmed at the edges: at most 20, visible characters only. */
export function checkCommentLocation(location: string): RuleProblem | null {
  const value = location.trim();
  if (countCharacters(value) > COMMENT_LIMITS.location) {
    return problem('tooLong', COMMENT_RULE_TEXTS.locationTooLong);
  }
  if (controlInLine.test(value) || hasFormatCharacter(value)) {
    return problem('characters', COMMENT_RULE_TEXTS.locationCharacters);
  }
  return null;
}

/** The optional name in the flag form, trimmed at the edges: at most 100, visible characters only. */
export function checkFlagName(name: string): RuleProblem | null {
  const value = name.trim();
  if (countCharacters(value) > COMMENT_LIMITS.flagName) {
    return problem('tooLong', COMMENT_RULE_TEXTS.flagNameTooLong);
  }
  if (controlInLine.test(value) || hasFormatCharacter(value)) {
    return problem('characters', COMMENT_RULE_TEXTS.flagNameCharacters);
  }
  return null;
}

/** The free text of reason "Others", as sent: required, at most 500, prose rules as for a message. */
export function checkFlagOtherText(text: string): RuleProblem | null {
  if (text.trim() === '') return problem('required', COMMENT_RULE_TEXTS.flagOtherRequired);
  if (countCharacters(text) > COMMENT_LIMITS.otherReason) {
    return problem('tooLong', COMMENT_RULE_TEXTS.flagOtherTooLong);
  }
  if (controlInText.test(text)) return problem('characters', COMMENT_RULE_TEXTS.flagOtherCharacters);
  return null;
}
