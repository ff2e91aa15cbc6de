import { describe, expect, it } from 'vitest';
import { composeAnswer, leadSentence, noMatchAnswer } from './answer.ts';
import { foldPlural, maxQuestionTerms, questionTerms, termsOf } from './terms.ts';

// AB-25 chat assistant: how questions and stories are cut into words, and how an answer is written.

describe('AB-25 assistant terms', () => {
  it('lower-cases, drops function words and folds plurals', () => {
    expect(termsOf('What are the new rules for student visas in Canada?')).toEqual([
      'rule',
      'student',
      'visa',
      'canada',
    ]);
  });

  it('joins hyphenated and dotted words, keeping parts of 3 letters or more', () => {
    expect(termsOf('H-1B')).toEqual(['h1b']);
    expect(termsOf('H1B visa')).toEqual(['h1b', 'visa']);
    expect(termsOf('work-permit')).toEqual(['workpermit', 'work', 'permit']);
    expect(termsOf("India's U.S. remittances")).toEqual(['india', 'us', 'remittance']);
  });

  it.each([
    ['visas', 'visa'],
    ['taxes', 'tax'],
    ['policies', 'policy'],
    ['branches', 'branch'],
    ['business', 'business'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['gas', 'gas'],
  ])('folds %s to %s', (word, folded) => {
    expect(foldPlural(word)).toBe(folded);
  });

  it('keeps other scripts and digits, and leaves out one-letter and over-long words', () => {
    expect(termsOf('आयकर रिफंड 2026')).toEqual(['आयकर', 'रिफंड', '2026']);
    expect(termsOf(`a b ${'x'.repeat(41)} ok`)).toEqual(['ok']);
  });

  it('reads SQL and LIKE characters as text, not as patterns', () => {
    expect(termsOf("visa%' OR 1=1; DROP TABLE articles; --")).toEqual(['visa', 'drop', 'table']);
    expect(termsOf('%_%')).toEqual([]);
  });

  it(`looks a question up by its first ${maxQuestionTerms} distinct terms`, () => {
    const words = Array.from({ length: 50 }, (_, i) => `word${i}`);
    expect(questionTerms(words.join(' '))).toEqual(words.slice(0, maxQuestionTerms));
    expect(questionTerms('visa visas VISA Visa')).toEqual(['visa']);
  });
});

describe('AB-25 assistant answer', () => {
  const story = (msid: number, title: string, synopsis: string) => ({
    msid,
    title,
    synopsis,
    slug: `s-${msid}`,
    seopath: 'nri/visa',
    matched: 1,
    score: 3,
  });

  it('is the lead sentence of the best story, with up to 3 stories as sources', () => {
    const answer = composeAnswer([
      story(1, 'Student visa rules tightened', 'Canada caps permits. Colleges react. More later.'),
      story(2, 'Two', ''),
      story(3, 'Three', ''),
      story(4, 'Four', ''),
    ]);
    expect(answer).toEqual({
      answer: 'From “Student visa rules tightened”: Canada caps permits.',
      sources: [1, 2, 3].map((msid) => ({
        msid: String(msid),
        title: ['', 'Student visa rules tightened', 'Two', 'Three'][msid],
        url: `/nri/visa/s-${msid}/articleshow/${msid}.cms`,
      })),
    });
  });

  it('names the story when it has no synopsis, and says so when nothing matched', () => {
    expect(composeAnswer([story(9, 'Visa fees rise', '  ')]).answer).toBe(
      'Our story “Visa fees rise” covers this.',
    );
    expect(composeAnswer([])).toEqual({ answer: noMatchAnswer, sources: [] });
  });

  it('cuts a runaway synopsis at a word, within 600 characters', () => {
    const answer = composeAnswer([story(1, 'T', `${'word '.repeat(200)}end.`)]).answer;
    expect(answer.length).toBeLessThanOrEqual(600);
    expect(answer.endsWith('word…')).toBe(true);
  });

  it.each([
    ['One. Two.', 'One.'],
    ['Why now? Because.', 'Why now?'],
    ['The U.S. visa fee rises. Then', 'The U.S. visa fee rises.'],
    ['No full stop', 'No full stop'],
  ])('the lead sentence of %j is %j', (text, lead) => {
    expect(leadSentence(text)).toBe(lead);
  });
});
