import { describe, expect, it } from 'vitest';
import { type ConditionFault, compileCondition } from './condition.ts';
import { testContext } from './testing.ts';

const compile = (raw: unknown, page: 'article' | 'home' | 'category' = 'article') => {
  const faults: ConditionFault[] = [];
  const condition = compileCondition(raw, page, faults);
  return { condition, faults: faults.map((f) => `${f.path.join('.') || '$'}: ${f.reason}`) };
};
const holds = (raw: unknown, context = testContext()) => {
  const { condition, faults } = compile(raw);
  if (!condition) throw new Error(faults.join('\n'));
  return condition.test(context);
};

describe('conditions: comparisons', () => {
  it.each([
    [{ field: 'article.subsec1', eq: '13352306' }, true],
    [{ field: 'article.subsec1', ne: '13352306' }, false],
    [{ field: 'article.subsec1', in: ['107115', '13352306'] }, true],
    [{ field: 'article.words', gt: 400 }, true],
    [{ field: 'article.words', gte: 600 }, true],
    [{ field: 'article.words', lt: 600 }, false],
    [{ field: 'article.words', lte: 600 }, true],
    [{ field: 'article.prime', eq: false }, true],
    [{ field: 'reader.tier', in: ['loggedIn', 'prime'] }, false],
    [{ field: 'article.matchId', matches: '^(e|spotlight)$' }, false],
    [{ field: 'article.keywords', eq: 'sensex' }, true],
    [{ field: 'article.keywords', in: ['gold', 'rbi'] }, true],
    [{ field: 'article.keywords', matches: 'immigra' }, false],
    [{ field: 'url.query.adaptive', eq: '1' }, false],
  ])('%j → %s', (raw, expected) => {
    expect(holds(raw)).toBe(expected);
  });

  it('reads URL query parameters', () => {
    expect(holds({ field: 'url.query.adaptive', eq: '1' }, testContext({ query: { adaptive: '1' } }))).toBe(
      true,
    );
  });

  it('compares missing values as equal to nothing', () => {
    const home = testContext({ article: null, page: { kind: 'home' } });
    const { condition } = compile({ field: 'url.query.x', ne: 'y' }, 'home');
    expect(condition?.test(home)).toBe(true);
    expect(compile({ field: 'url.query.x', eq: 'y' }, 'home').condition?.test(home)).toBe(false);
  });
});

describe('conditions: combinators and clock', () => {
  it('combines with all, any and not', () => {
    const nri = { field: 'article.subsec1', eq: '107115' };
    const notSpotlight = { not: { field: 'article.matchId', in: ['e', 'spotlight'] } };
    const ctx = testContext({ article: { subsec1: '107115', matchId: 'spotlight' } });
    expect(holds({ all: [nri, notSpotlight] }, ctx)).toBe(false);
    expect(holds({ any: [nri, notSpotlight] }, ctx)).toBe(true);
  });

  it('tests hour windows with both ends included, wrapping midnight', () => {
    const windows = {
      hours: [
        { from: 3, to: 5 },
        { from: 22, to: 1 },
      ],
    };
    const at = (hour: number) => holds(windows, testContext({ page: { hour } }));
    expect([2, 3, 5, 6, 21, 22, 0, 1].map(at)).toEqual([false, true, true, false, false, true, true, true]);
  });

  it('tests weekdays', () => {
    expect(holds({ weekdays: ['mon'] }, testContext({ page: { weekday: 1 } }))).toBe(true);
    expect(holds({ weekdays: ['mon'] }, testContext({ page: { weekday: 2 } }))).toBe(false);
  });

  it('says in words what it tests', () => {
    const { condition } = compile({
      all: [{ field: 'article.words', gt: 400 }, { hours: [{ from: 3, to: 5 }] }],
    });
    expect(condition?.text).toBe('all of (article.words > 400; hour in 3–5)');
  });
});

describe('conditions: URL query fields', () => {
  it('reads only parameters the URL has, not names every object inherits', () => {
    const context = { ...testContext(), url: { query: { tab: 'bse' } } };
    expect(holds({ field: 'url.query.tab', eq: 'bse' }, context)).toBe(true);
    expect(holds({ field: 'url.query.constructor', matches: 'Object' }, context)).toBe(false);
    expect(holds({ field: 'url.query.toString', matches: '.' }, context)).toBe(false);
  });
});

describe('conditions: faults', () => {
  it.each([
    [{ field: 'article.wordz', gt: 1 }, 'field: unknown field "article.wordz"'],
    // Names every object inherits are not fields (fast-check found `valueOf` crashing the loader).
    [{ field: 'valueOf', eq: 0 }, 'field: unknown field "valueOf"'],
    [{ field: 'constructor', eq: 0 }, 'field: unknown field "constructor"'],
    [{ field: '__proto__', eq: 0 }, 'field: unknown field "__proto__"'],
    [{ field: 'article.words', gt: '400' }, 'gt: "gt" needs a number, not "400"'],
    [{ field: 'article.subsec1', gt: 3 }, 'gt: "gt" compares numbers; article.subsec1 is text'],
    [
      { field: 'reader.tier', eq: 'premium' },
      'eq: reader.tier is one of "anonymous", "loggedIn", "prime"; eq needs',
    ],
    [{ field: 'article.prime', in: [true] }, 'in: "in" does not apply'],
    [{ field: 'article.words', eq: 1, ne: 2 }, '$: a comparison takes exactly one operator'],
    [{ field: 'article.words' }, '$: a comparison takes exactly one operator'],
    [{ field: 'article.words', equals: 1 }, 'equals: unknown key "equals"'],
    [{ field: 'article.matchId', matches: '(a+)+' }, 'matches: pattern repeats a repetition'],
    [{ field: 'article.matchId', matches: '(' }, 'matches: not a valid pattern'],
    [{ all: [] }, 'all: "all" takes a non-empty list'],
    [{ all: [{ field: 'x', eq: 1 }], any: [] }, '$: "all" stands alone'],
    [{ hours: [{ from: 3, to: 24 }] }, 'hours.0: a window is'],
    [{ weekdays: ['monday'] }, 'weekdays: "weekdays" takes a list of sun, mon'],
    ['article.words > 400', '$: a condition is one of'],
    [{}, '$: a condition is one of'],
  ])('%j is refused: %s', (raw, message) => {
    const { condition, faults } = compile(raw);
    expect(condition).toBeNull();
    expect(faults.join('\n')).toContain(message);
  });

  it('refuses article fields on a page without an article', () => {
    expect(compile({ field: 'article.words', gt: 1 }, 'home').faults).toEqual([
      'field: field "article.words" has no value on home pages (only on article, article-premium)',
    ]);
  });

  it('HM-12 section fields hold on section pages: a section and every section below it by its chain', () => {
    const india = {
      ...testContext({ article: null, page: { kind: 'category', type: 'category' } }),
      section: { id: '81582957', path: '/news/india', chain: ['1052732854', '81582957'] },
    };
    const test = (raw: unknown) => compile(raw, 'category').condition?.test(india);
    expect(test({ field: 'section.chain', eq: '1052732854' })).toBe(true);
    expect(test({ field: 'section.chain', eq: '13352306' })).toBe(false);
    expect(test({ field: 'section.path', eq: '/news/india' })).toBe(true);
    expect(test({ field: 'section.id', in: ['81582957'] })).toBe(true);
    // A category page without a section (a topic page) equals nothing.
    const topic = testContext({ article: null, page: { kind: 'category', type: 'category' } });
    expect(compile({ field: 'section.chain', eq: '1052732854' }, 'category').condition?.test(topic)).toBe(
      false,
    );
    expect(compile({ field: 'section.id', gt: 1 }, 'home').faults).toEqual([
      'field: field "section.id" has no value on home pages (only on category)',
    ]);
  });

  it('reports every fault, each at its own path', () => {
    const { faults } = compile({
      all: [{ field: 'nope', eq: 1 }, { not: { field: 'article.words', lt: 'x' } }],
    });
    expect(faults).toEqual([
      'all.0.field: unknown field "nope"; see layouts/README.md for the fields',
      'all.1.not.lt: "lt" needs a number, not "x"',
    ]);
  });

  it('refuses too deep and too large conditions with a clear limit', () => {
    let deep: unknown = { field: 'article.words', gt: 1 };
    for (let i = 0; i < 20; i++) deep = { not: deep };
    expect(compile(deep).faults.join('\n')).toContain('nested deeper than 12 levels');
    const wide = { any: Array.from({ length: 500 }, () => ({ field: 'article.words', gt: 1 })) };
    expect(compile(wide).faults).toEqual(['any.399: condition too large: more than 400 parts']);
  });
});
