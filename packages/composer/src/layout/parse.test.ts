import { describe, expect, it } from 'vitest';
import { formatFault } from './faults.ts';
import { parseLayout } from './parse.ts';
import { testWidgets } from './testing.ts';

const parse = (doc: unknown) => parseLayout('layouts/article.json', JSON.stringify(doc), testWidgets);
const faultsOf = (doc: unknown) => {
  const result = parse(doc);
  if (result.ok) throw new Error('expected faults');
  return result.faults.map(formatFault);
};

describe('parseLayout', () => {
  it('accepts a valid layout and fills prop defaults from the widget schema', () => {
    const result = parse({
      $schema: './schema/layout.schema.json',
      page: 'article',
      regions: { aside: [{ widget: 'list', props: {}, id: 'latest' }] },
    });
    expect(result).toEqual({
      ok: true,
      layout: {
        page: 'article',
        file: 'layouts/article.json',
        regions: {
          aside: {
            kind: 'list',
            slots: [{ widget: 'list', props: { title: 'List', count: 3 }, id: 'latest' }],
          },
        },
      },
    });
  });

  it('names an unknown widget with its path and the known ids', () => {
    expect(faultsOf({ page: 'article', regions: { aside: [{ widget: 'latest' }] } })).toEqual([
      'layouts/article.json: regions.aside[0].widget: unknown widget "latest"; expected one of: list, ad, epaper, live-tv',
    ]);
  });

  it('refuses a trigger for a static widget, which has no island to wake (issue 17)', () => {
    expect(
      faultsOf({
        page: 'article',
        regions: {
          aside: [
            { widget: 'list', hydrate: 'visible' },
            { widget: 'list', hydrate: 'none' },
            { widget: 'live-tv', hydrate: 'idle' },
          ],
        },
      }),
    ).toEqual([
      'layouts/article.json: regions.aside[0].hydrate: widget "list" is static (it has no island): its hydrate can only be "none"',
    ]);
  });

  it('reports a wrong-typed prop at the prop path', () => {
    const [fault] = faultsOf({
      page: 'article',
      regions: { aside: [{ widget: 'list', props: { count: 'three' } }] },
    });
    expect(fault).toMatch(/^layouts\/article\.json: regions\.aside\[0\]\.props\.count: /);
  });

  it('reports a misspelt prop and a misspelt slot key', () => {
    const faults = faultsOf({
      page: 'article',
      regions: {
        aside: [
          { widget: 'list', props: { cuont: 3 } },
          { widget: 'ad', props: { slot: 'topad' }, hydrat: 'load' },
        ],
      },
    });
    expect(faults).toHaveLength(2);
    expect(faults[0]).toContain('regions.aside[0].props: ');
    expect(faults[0]).toContain('cuont');
    expect(faults[1]).toContain('regions.aside[1]: ');
    expect(faults[1]).toContain('hydrat');
  });

  it('rejects an unknown region and an unknown page kind', () => {
    const faults = faultsOf({ page: 'articel', regions: { sidebar: [] } });
    expect(faults.some((f) => f.startsWith('layouts/article.json: page: '))).toBe(true);
    expect(faults.some((f) => f.includes('regions'))).toBe(true);
  });

  it('reports condition faults at their full path', () => {
    expect(
      faultsOf({
        page: 'home',
        regions: { right: [{ widget: 'list', when: { field: 'article.words', gt: 400 } }] },
      }),
    ).toEqual([
      'layouts/article.json: regions.right[0].when.field: field "article.words" has no value on home pages (only on article, article-premium)',
    ]);
  });

  it('checks variants: the default comes last and only last, names are unique', () => {
    const list = [{ widget: 'list' }];
    const faults = faultsOf({
      page: 'article',
      regions: {
        aside: {
          variants: [
            { name: 'a', slots: list },
            { name: 'a', when: { field: 'article.subsec1', eq: '1' }, slots: list },
            { name: 'c', when: { field: 'article.subsec1', eq: '2' }, slots: list },
          ],
        },
      },
    });
    expect(faults).toEqual([
      'layouts/article.json: regions.aside.variants[0]: variant "a" has no "when", so the variants after it could never be chosen; only the last variant may be the default',
      'layouts/article.json: regions.aside.variants[1].name: variant "a" is named twice',
      'layouts/article.json: regions.aside.variants[2].when: the last variant is the default: it takes no "when"',
    ]);
  });

  it('needs "at" on inserts and refuses it elsewhere; slot ids are unique', () => {
    expect(
      faultsOf({
        page: 'article',
        regions: {
          inserts: [{ widget: 'list', id: 'x' }],
          aside: [{ widget: 'list', at: 3, id: 'x' }],
        },
      }),
    ).toEqual([
      'layouts/article.json: regions.inserts[0].at: an insert needs "at": the paragraph break index it goes after',
      'layouts/article.json: regions.aside[0].at: "at" places inserts between paragraphs; use it only in the "inserts" region',
      'layouts/article.json: regions.aside[0].id: slot id "x" is already used at regions.inserts[0]',
    ]);
  });

  it('lets a layout name a condition once and use it by ref', () => {
    const result = parse({
      page: 'article',
      conditions: {
        showAds: { field: 'reader.tier', ne: 'prime' },
        longRead: { all: [{ ref: 'showAds' }, { field: 'article.words', gt: 449 }] },
      },
      regions: {
        aside: [{ widget: 'ad', props: { slot: 'mrec1' }, when: { ref: 'longRead' } }],
        right: {
          variants: [
            { name: 'ads', when: { ref: 'showAds' }, slots: [] },
            { name: 'default', slots: [] },
          ],
        },
      },
    });
    expect(result.ok).toBe(true);
    if (result.ok && result.layout.regions.aside?.kind === 'list') {
      // A ref reads by its name; the named condition is described once (issue 26.2).
      expect(result.layout.regions.aside.slots[0]?.when?.text).toBe('ref longRead');
      expect(result.layout.conditions?.get('longRead')?.text).toBe(
        'all of (ref showAds; article.words > 449)',
      );
    }
    expect(
      faultsOf({
        page: 'article',
        conditions: { a: { ref: 'b' }, b: { field: 'reader.tier', eq: 'prime' } },
        regions: { aside: [{ widget: 'list', when: { ref: 'c' } }] },
      }),
    ).toEqual([
      'layouts/article.json: conditions.a.ref: condition "b" is not defined above this point: a condition may use only those above it, so refs cannot form a cycle',
      'layouts/article.json: regions.aside[0].when.ref: unknown condition "c"; defined before this point: b',
    ]);
  });

  it('turns broken JSON into a fault at $, never an exception', () => {
    const result = parseLayout('layouts/x.json', '{"page": "article",', testWidgets);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatFault(result.faults[0]!)).toMatch(/^layouts\/x\.json: \$: not valid JSON: /);
  });

  it('refuses documents nested too deep or too large before reading them', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(parseLayout('x.json', deep, testWidgets)).toEqual({
      ok: false,
      faults: [
        {
          file: 'x.json',
          path: '$',
          reason: expect.stringMatching(/nested deeper than 64 levels|not valid JSON/),
        },
      ],
    });
    const huge = JSON.stringify({ page: 'article', description: 'x'.repeat(600_000), regions: {} });
    expect(parseLayout('x.json', huge, testWidgets)).toMatchObject({
      ok: false,
      faults: [{ reason: 'file larger than 512 KB' }],
    });
  });
});

describe('parseLayout: names', () => {
  it('reports a condition name that is not one at the name’s own path', () => {
    const result = parseLayout(
      'layouts/article.json',
      JSON.stringify({
        page: 'article',
        conditions: { 'show ads': { field: 'reader.geo', eq: 'IN' } },
        regions: {},
      }),
      testWidgets,
    );
    expect(result.ok ? [] : result.faults.map(formatFault)).toEqual([
      'layouts/article.json: conditions["show ads"]: a condition name is letters, digits and hyphens',
    ]);
  });
});

describe('ED-02 parseLayout reports every fault of every kind in one run', () => {
  it('a props fault no longer hides a condition fault in the same slot', () => {
    expect(
      faultsOf({
        page: 'article',
        regions: {
          aside: [{ widget: 'list', props: { count: 99 }, when: { field: 'article.wordz', gt: 400 } }],
        },
      }),
    ).toEqual([
      'layouts/article.json: regions.aside[0].props.count: Too big: expected number to be <=10',
      'layouts/article.json: regions.aside[0].when.field: unknown field "article.wordz"; see layouts/README.md for the fields',
    ]);
  });

  it('checks structure, widgets, props, conditions, refs and fragments independently, in document order', () => {
    expect(
      faultsOf({
        page: 'article',
        conditions: {
          'bad name': { field: 'reader.geo', eq: 'IN' },
          wide: { field: 'article.wordz', gt: 1 },
        },
        fragments: {
          foot: [{ widget: 'list', props: { count: 99 }, hydrat: 'load' }],
          'bad frag': [{ widget: 'list', props: { count: 0 } }],
        },
        regions: {
          aside: [
            { widget: 'nope', when: { ref: 'missing' } },
            { widget: 'list', props: { count: 'three' }, when: { field: 'reader.tier', eq: 'premium' } },
            { use: 'nofrag' },
            { use: 'foot', when: { field: 'page.hour', gt: 'x' } },
          ],
          sidebar: [{ widget: 'ad', props: { slot: 'x' }, when: { field: 'article.words', gt: 'x' } }],
          inserts: [{ widget: 'ad', props: {} }],
          right: {
            variants: [
              { name: 'a', slots: [] },
              { name: 'a', when: { field: 'reader.geo', eq: 'IN' }, slots: [5] },
            ],
          },
        },
      }),
    ).toEqual([
      'layouts/article.json: conditions["bad name"]: a condition name is letters, digits and hyphens',
      'layouts/article.json: conditions.wide.field: unknown field "article.wordz"; see layouts/README.md for the fields',
      'layouts/article.json: fragments.foot[0]: Unrecognized key: "hydrat"',
      'layouts/article.json: fragments.foot[0].props.count: Too big: expected number to be <=10',
      'layouts/article.json: fragments["bad frag"]: a fragment name is letters, digits and hyphens',
      'layouts/article.json: fragments["bad frag"][0].props.count: Too small: expected number to be >=1',
      'layouts/article.json: regions: Unrecognized key: "sidebar"',
      'layouts/article.json: regions.aside[0].widget: unknown widget "nope"; expected one of: list, ad, epaper, live-tv',
      'layouts/article.json: regions.aside[0].when.ref: unknown condition "missing"; defined before this point: bad name',
      'layouts/article.json: regions.aside[1].props.count: Invalid input: expected number, received string',
      'layouts/article.json: regions.aside[1].when.eq: reader.tier is one of "anonymous", "loggedIn", "prime"; eq needs one of "anonymous", "loggedIn", "prime", not "premium"',
      'layouts/article.json: regions.aside[2].use: unknown fragment "nofrag"; defined before this point: foot, bad frag',
      'layouts/article.json: regions.aside[3].when.gt: "gt" needs a number, not "x"',
      'layouts/article.json: regions.sidebar[0].props.slot: Invalid option: expected one of "topad"|"mrec1"|"mrec2"',
      'layouts/article.json: regions.sidebar[0].when.gt: "gt" needs a number, not "x"',
      // Missing things are named at the end of the place they are missing from.
      'layouts/article.json: regions.inserts[0].props.slot: Invalid option: expected one of "topad"|"mrec1"|"mrec2"',
      'layouts/article.json: regions.inserts[0].at: an insert needs "at": the paragraph break index it goes after',
      'layouts/article.json: regions.right.variants[0]: variant "a" has no "when", so the variants after it could never be chosen; only the last variant may be the default',
      'layouts/article.json: regions.right.variants[1].name: variant "a" is named twice',
      'layouts/article.json: regions.right.variants[1].when: the last variant is the default: it takes no "when"',
      'layouts/article.json: regions.right.variants[1].slots[0]: Invalid input: expected object, received number',
    ]);
  });

  it('still checks conditions when the page kind is wrong, leaving only page-bound fields unjudged', () => {
    expect(
      faultsOf({
        page: 'articel',
        regions: {
          aside: [
            { widget: 'list', when: { field: 'article.words', gt: 400 } },
            { widget: 'list', when: { field: 'reader.tier', eq: 'premium' } },
          ],
        },
      }),
    ).toEqual([
      'layouts/article.json: page: Invalid option: expected one of "article"|"article-premium"|"home"|"category"|"video"',
      'layouts/article.json: regions.aside[1].when.eq: reader.tier is one of "anonymous", "loggedIn", "prime"; eq needs one of "anonymous", "loggedIn", "prime", not "premium"',
    ]);
  });

  it('checks a slot’s props and condition even when the slot itself has a misspelt key', () => {
    expect(
      faultsOf({
        page: 'home',
        regions: { main: [{ widget: 'ad', props: { slot: 'x' }, hydrat: 'load', when: { ref: 'nope' } }] },
      }),
    ).toEqual([
      'layouts/article.json: regions.main[0]: Unrecognized key: "hydrat"',
      'layouts/article.json: regions.main[0].props.slot: Invalid option: expected one of "topad"|"mrec1"|"mrec2"',
      'layouts/article.json: regions.main[0].when.ref: unknown condition "nope"; none is defined in "conditions"',
    ]);
  });

  it('gives the same report on every run and keeps each fault on one line', () => {
    const doc = {
      page: 'home',
      regions: { main: [{ widget: 'not\na widget', when: { any: [] } }], right: [{ widget: 'list', at: 0 }] },
    };
    const first = faultsOf(doc);
    expect(faultsOf(doc)).toEqual(first);
    expect(first).toEqual([
      'layouts/article.json: regions.main[0].widget: unknown widget "not\\na widget"; expected one of: list, ad, epaper, live-tv',
      'layouts/article.json: regions.main[0].when.any: "any" takes a non-empty list of conditions',
      'layouts/article.json: regions.right[0].at: Too small: expected number to be >=1',
      'layouts/article.json: regions.right[0].at: "at" places inserts between paragraphs; use it only in the "inserts" region',
    ]);
  });
});
