import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assistantAnswer,
  assistantQuestion,
  assistantRules,
  assistantTexts,
  checkAssistantQuestion,
  normaliseQuestion,
} from './assistant.ts';

// AB-25 chat assistant: the question rules the panel and POST /assistant/ask share.

describe('AB-25 assistant question rules', () => {
  it.each([
    ['', assistantTexts.required],
    ['   \n\t ', assistantTexts.required],
    [' a ', assistantTexts.tooShort],
    ['😀', assistantTexts.tooShort],
    ['x'.repeat(301), assistantTexts.tooLong],
    [`${'é'.repeat(300)}!`, assistantTexts.tooLong],
    ['x'.repeat(5000), assistantTexts.tooLong],
    ['visa\u0000rules', assistantTexts.controlCharacters],
    ['visa\u007frules', assistantTexts.controlCharacters],
    [42, assistantTexts.required],
    [null, assistantTexts.required],
  ])('%j is refused: %s', (text, message) => {
    expect(checkAssistantQuestion(text)).toEqual({ ok: false, message });
  });

  it('trims and folds white space before counting; 2 and 300 characters are allowed', () => {
    expect(checkAssistantQuestion('  What   changed\nfor H-1B visas?  ')).toEqual({
      ok: true,
      question: 'What changed for H-1B visas?',
    });
    expect(checkAssistantQuestion(' ok ')).toEqual({ ok: true, question: 'ok' });
    // 300 code points, though 600 code units: a Devanagari question is not cut short.
    const hindi = 'क'.repeat(150) + '😀'.repeat(150);
    expect(checkAssistantQuestion(hindi)).toEqual({ ok: true, question: hindi });
    expect(checkAssistantQuestion(`  ${'x'.repeat(300)}  `)).toMatchObject({ ok: true });
  });

  it('any text: accepted exactly when its normalised form has 2 to 300 code points and no control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 320 }), (text) => {
        const question = normaliseQuestion(text);
        const length = Array.from(question).length;
        const allowed =
          length >= assistantRules.questionMinLength &&
          length <= assistantRules.questionMaxLength &&
          !/\p{Cc}/u.test(question);
        expect(checkAssistantQuestion(text).ok).toBe(allowed);
      }),
    );
  });
});

describe('AB-25 the body of POST /assistant/ask', () => {
  it('takes the question and an optional story id, as digits or a number', () => {
    expect(assistantQuestion.parse({ question: ' visas ', msid: '125400177', other: 1 })).toEqual({
      question: 'visas',
      msid: '125400177',
    });
    expect(assistantQuestion.parse({ question: 'visas', msid: 7 })).toEqual({ question: 'visas', msid: '7' });
    expect(assistantQuestion.parse({ question: 'visas' })).toEqual({ question: 'visas' });
  });

  it.each([
    [{}, 'question', assistantTexts.required],
    [{ question: 'x' }, 'question', assistantTexts.tooShort],
    [{ question: 'visas', msid: 'abc' }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: '0' }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: 1.5 }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: '99999999999' }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: '2147483648' }, 'msid', 'must be a numeric id'],
    [{ question: 'visas', msid: [] }, 'msid', 'must be a numeric id'],
  ])('%j is refused naming %s', (body, param, message) => {
    const parsed = assistantQuestion.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(param);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('AB-25 the answer', () => {
  const source = { msid: '125400177', title: 'Visas', url: '/nri/visas/articleshow/125400177.cms' };

  it('is a short text and at most 3 site paths', () => {
    expect(assistantAnswer.safeParse({ answer: 'Yes.', sources: [source] }).success).toBe(true);
    expect(assistantAnswer.safeParse({ answer: 'No story.', sources: [] }).success).toBe(true);
  });

  it.each([
    ['no answer', { answer: '', sources: [] }],
    ['too many sources', { answer: 'x', sources: [source, source, source, source] }],
    ['another host', { answer: 'x', sources: [{ ...source, url: 'https://evil.example/' }] }],
    ['protocol-relative', { answer: 'x', sources: [{ ...source, url: '//evil.example/' }] }],
    ['a script', { answer: 'x', sources: [{ ...source, url: 'javascript:alert(1)' }] }],
    ['a backslash', { answer: 'x', sources: [{ ...source, url: '/\\evil.example' }] }],
    ['a bad id', { answer: 'x', sources: [{ ...source, msid: '12a' }] }],
    ['no title', { answer: 'x', sources: [{ ...source, title: '' }] }],
  ])('refuses %s', (_name, answer) => {
    expect(assistantAnswer.safeParse(answer).success).toBe(false);
  });
});
