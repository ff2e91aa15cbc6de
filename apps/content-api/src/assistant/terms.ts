/**
 * AB-25 chat assistant: the words a story is found by. Stories are indexed by the words of their
 * title, keywords and synopsis (store/article-terms.ts) and a question by its own, both through
 * `termsOf`, so the two always agree. Words are lower-cased; a possessive "'s" is dropped; a
 * hyphenated or dotted word counts joined, and by its parts of 3 letters or more ("H-1B" → "h1b",
 * so "H1B" and "H-1B" meet; "work-permit" → "workpermit", "work", "permit"); simple English
 * plurals are folded ("visas" → "visa", "taxes" → "tax",
 * "policies" → "policy"); words of one letter, over 40 letters and common function words
 * ("what", "the", "for"…) are left out. Only constant patterns run over reader text.
 */

/** A question is looked up by at most this many of its words (the first ones), which bounds the work. */
export const maxQuestionTerms = 8;
const minTermLength = 2;
/** A part of a joined word counts on its own only from this length ("h-1b" is not "1b"). */
const minPartLength = 3;
const maxTermLength = 40;

/**
 * Letters (with their combining marks: Devanagari vowel signs) or digits, joined by hyphens,
 * apostrophes or dots inside a word ("h-1b", "india's", "u.s", "रिफंड").
 */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[-'’.][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const joiners = /[-'’.]/gu;
const possessive = /['’]s$/u;

/** Words that carry no subject: function words and what readers say around a question. */
const stopWords = new Set(
  (
    'a about above after again against all also am an and any anything are as at be been before being ' +
    'below between both but by can could did do does doing done down during each few for from further ' +
    'get gets getting give got had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just know latest let like many me more most much my myself new news no nor ' +
    'not now of off on once only or other our ours ourselves out over own please same say says she ' +
    'should so some something such tell than thank thanks that the their theirs them themselves then ' +
    'there these they thing things this those through to today too under until up very want was we ' +
    'were what whats when where which while who whom whose why will with would yes you your yours ' +
    'yourself ledger story stories article articles'
  ).split(' '),
);

/** "visas" → "visa", "taxes" → "tax", "policies" → "policy"; "business", "status", "analysis" stay. */
export function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes|zes)$/u.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/u.test(word)) return word.slice(0, -1);
  return word;
}

function keep(term: string): boolean {
  return term.length >= minTermLength && term.length <= maxTermLength && !stopWords.has(term);
}

/** The distinct search terms of a text, in the order they first appear. */
export function termsOf(text: string): string[] {
  const terms = new Set<string>();
  for (const [match] of text.normalize('NFKC').toLowerCase().matchAll(wordPattern)) {
    const word = match.replace(possessive, '');
    const parts = word.split(joiners);
    const forms =
      parts.length > 1 ? [parts.join(''), ...parts.filter((part) => part.length >= minPartLength)] : parts;
    for (const form of forms) {
      if (stopWords.has(form)) continue;
      const folded = foldPlural(form);
      if (keep(folded)) terms.add(folded);
    }
  }
  return [...terms];
}

/** The terms a question is looked up by: its first `maxQuestionTerms` distinct terms. */
export function questionTerms(question: string): string[] {
  return termsOf(question).slice(0, maxQuestionTerms);
}
