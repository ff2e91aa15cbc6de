import { describe, expect, it } from 'vitest';
import { formatFault } from './faults.ts';
import { layoutJsonSchema } from './jsonSchema.ts';
import { parseLayout } from './parse.ts';
import { resolveLayout } from './resolve.ts';
import type { Layout } from './schema.ts';
import { testContext, testWidgets } from './testing.ts';

// AB-11: named fragments. A list of slots written once at the top of a layout ("fragments") and
// used by name in any list (`{"use": "name"}`), so the parts every sidebar variant repeats are
// written once. Faults are reported as `file: json.path: reason`, like every other.

const parse = (doc: unknown) => parseLayout('layouts/article.json', JSON.stringify(doc), testWidgets);
function layout(doc: unknown): Layout {
  const result = parse(doc);
  if (!result.ok) throw new Error(result.faults.map(formatFault).join('\n'));
  return result.layout;
}
const faultsOf = (doc: unknown) => {
  const result = parse(doc);
  if (result.ok) throw new Error('expected faults');
  return result.faults.map(formatFault);
};
const showAds = { field: 'reader.tier', ne: 'prime' };
const slotsOf = (l: Layout, ctx = testContext()) =>
  (resolveLayout(l, ctx).regions.aside ?? []).map(
    (slot) => `${slot.widget}${slot.props.slot ? `:${String(slot.props.slot)}` : ''}`,
  );

const sidebar = {
  page: 'article',
  conditions: { showAds },
  fragments: {
    adsTop: [{ widget: 'ad', props: { slot: 'topad' }, when: { ref: 'showAds' } }],
    foot: [
      { widget: 'list', props: { title: 'Most popular' } },
      { widget: 'ad', props: { slot: 'mrec2' }, when: { ref: 'showAds' } },
    ],
  },
  regions: {
    aside: {
      variants: [
        {
          name: 'markets',
          when: { field: 'article.subsec1', eq: '13352306' },
          slots: [{ use: 'adsTop' }, { widget: 'live-tv' }, { use: 'foot' }],
        },
        { name: 'default', slots: [{ use: 'adsTop' }, { use: 'foot' }] },
      ],
    },
  },
};

describe('AB-11 named fragments in the layout language', () => {
  it('fills a fragment in where a variant uses it, in order, each slot keeping its own condition', () => {
    const l = layout(sidebar);
    expect(slotsOf(l)).toEqual(['ad:topad', 'live-tv', 'list', 'ad:mrec2']);
    expect(slotsOf(l, testContext({ article: { subsec1: '5575607' } }))).toEqual([
      'ad:topad',
      'list',
      'ad:mrec2',
    ]);
    expect(slotsOf(l, testContext({ reader: { tier: 'prime' } }))).toEqual(['live-tv', 'list']);
  });

  it('gives slots from fragments keys by position in the list, unique within the region', () => {
    const keys = (resolveLayout(layout(sidebar), testContext()).regions.aside ?? []).map((s) => s.key);
    expect(keys).toEqual(['aside:markets:0', 'aside:markets:1', 'aside:markets:2', 'aside:markets:3']);
  });

  it('tells the preview which fragment each slot came from', () => {
    const [aside] = resolveLayout(layout(sidebar), testContext(), true).decisions;
    expect(aside?.slots.map((s) => s.fragment ?? '-')).toEqual(['adsTop', '-', 'foot', 'foot']);
  });

  it('a "when" on the use holds on top of each slot’s own', () => {
    const l = layout({
      ...sidebar,
      regions: {
        aside: [
          { use: 'foot', when: { field: 'reader.geo', eq: 'IN' } },
          { widget: 'list', props: { count: 2 } },
        ],
      },
    });
    expect(slotsOf(l)).toEqual(['list', 'ad:mrec2', 'list']);
    expect(slotsOf(l, testContext({ reader: { geo: 'other' } }))).toEqual(['list']);
    expect(slotsOf(l, testContext({ reader: { tier: 'prime' } }))).toEqual(['list', 'list']);
    const [aside] = resolveLayout(l, testContext(), true).decisions;
    expect(aside?.slots[1]?.rule).toBe('all of (reader.geo = "IN"; ref showAds)');
  });

  it('a fragment may use the fragments above it', () => {
    const l = layout({
      ...sidebar,
      fragments: { ...sidebar.fragments, all: [{ use: 'adsTop' }, { widget: 'live-tv' }, { use: 'foot' }] },
      regions: { aside: [{ use: 'all' }] },
    });
    expect(slotsOf(l)).toEqual(['ad:topad', 'live-tv', 'list', 'ad:mrec2']);
    const [aside] = resolveLayout(l, testContext(), true).decisions;
    expect(aside?.slots.map((s) => s.fragment)).toEqual(['all', 'all', 'all', 'all']);
  });

  it('fills in the same fragment in inserts, where its slots carry "at"', () => {
    const l = layout({
      page: 'article',
      fragments: { intl: [{ widget: 'ad', props: { slot: 'mrec1' }, at: 12 }] },
      regions: { inserts: [{ widget: 'list', at: 14 }, { use: 'intl' }] },
    });
    expect((resolveLayout(l, testContext()).regions.inserts ?? []).map((s) => `${s.at}:${s.widget}`)).toEqual(
      ['12:ad', '14:list'],
    );
  });

  it('names an unknown fragment, and the ones defined before that point', () => {
    expect(faultsOf({ ...sidebar, regions: { aside: [{ use: 'fot' }] } })).toEqual([
      'layouts/article.json: regions.aside[0].use: unknown fragment "fot"; defined before this point: adsTop, foot',
    ]);
    expect(faultsOf({ page: 'article', regions: { aside: [{ use: 'foot' }] } })).toEqual([
      'layouts/article.json: regions.aside[0].use: unknown fragment "foot"; none is defined in "fragments"',
    ]);
  });

  it('a fragment cannot use itself or one defined below it (no cycles)', () => {
    expect(
      faultsOf({
        page: 'article',
        fragments: { a: [{ use: 'b' }], b: [{ use: 'a' }] },
        regions: { aside: [{ use: 'b' }] },
      }),
    ).toEqual([
      'layouts/article.json: fragments.a[0].use: unknown fragment "b"; none is defined in "fragments"',
    ]);
    expect(faultsOf({ page: 'article', fragments: { a: [{ use: 'a' }] }, regions: {} })).toEqual([
      'layouts/article.json: fragments.a[0].use: unknown fragment "a"; none is defined in "fragments"',
    ]);
  });

  it('reports a fault inside a fragment at the fragment’s own path, once however often it is used', () => {
    expect(
      faultsOf({
        page: 'article',
        fragments: { foot: [{ widget: 'list', props: { count: 11 } }, { widget: 'lsit' }] },
        regions: {
          aside: {
            variants: [
              { name: 'a', when: showAds, slots: [{ use: 'foot' }] },
              { name: 'b', slots: [{ use: 'foot' }] },
            ],
          },
        },
      }),
    ).toEqual([
      'layouts/article.json: fragments.foot[0].props.count: Too big: expected number to be <=10',
      'layouts/article.json: fragments.foot[1].widget: unknown widget "lsit"; expected one of: list, ad, epaper, live-tv',
    ]);
    expect(
      faultsOf({
        page: 'home',
        fragments: { foot: [{ widget: 'list', when: { field: 'article.words', gt: 400 } }] },
        regions: { right: [{ use: 'foot' }] },
      }),
    ).toEqual([
      'layouts/article.json: fragments.foot[0].when.field: field "article.words" has no value on home pages (only on article, article-premium)',
    ]);
  });

  it('checks the region’s rules where a fragment is used: "at" only in inserts, and inserts need it', () => {
    const doc = {
      page: 'article',
      fragments: { intl: [{ widget: 'ad', props: { slot: 'mrec1' }, at: 12 }], plain: [{ widget: 'list' }] },
      regions: { aside: [{ use: 'intl' }], inserts: [{ use: 'plain' }] },
    };
    expect(faultsOf(doc)).toEqual([
      'layouts/article.json: regions.aside[0]: "at" places inserts between paragraphs; use it only in the "inserts" region (fragments.intl[0], through fragment "intl")',
      'layouts/article.json: regions.inserts[0]: an insert needs "at": the paragraph break index it goes after (fragments.plain[0], through fragment "plain")',
    ]);
  });

  it('refuses a slot id a list would hold twice through fragments; ids are unique in the file', () => {
    const doc = {
      page: 'article',
      fragments: { top: [{ id: 'top-ad', widget: 'ad', props: { slot: 'topad' } }] },
      regions: { aside: [{ use: 'top' }, { use: 'top' }] },
    };
    expect(faultsOf(doc)).toEqual([
      'layouts/article.json: regions.aside[1]: slot id "top-ad" would be in this list twice (already through regions.aside[0])',
    ]);
    // The same fragment in two variants is fine: a page shows one variant.
    expect(
      parse({
        ...doc,
        regions: {
          aside: {
            variants: [
              { name: 'a', when: showAds, slots: [{ use: 'top' }] },
              { name: 'b', slots: [{ use: 'top' }] },
            ],
          },
        },
      }).ok,
    ).toBe(true);
    expect(
      faultsOf({ ...doc, regions: { aside: [{ use: 'top' }, { id: 'top-ad', widget: 'list' }] } }),
    ).toEqual([
      'layouts/article.json: regions.aside[1].id: slot id "top-ad" is already used at fragments.top[0]',
    ]);
  });

  it('checks the use itself: its keys, its name, its condition', () => {
    expect(faultsOf({ ...sidebar, regions: { aside: [{ use: 'foot', widget: 'list' }] } })).toEqual([
      'layouts/article.json: regions.aside[0]: Unrecognized key: "widget"',
    ]);
    expect(faultsOf({ ...sidebar, regions: { aside: [{ use: 'no such' }] } })).toEqual([
      'layouts/article.json: regions.aside[0].use: a fragment name is letters, digits and hyphens',
    ]);
    expect(
      faultsOf({
        ...sidebar,
        regions: { aside: [{ use: 'foot', when: { field: 'reader.tier', eq: 'premium' } }] },
      }),
    ).toEqual([
      'layouts/article.json: regions.aside[0].when.eq: reader.tier is one of "anonymous", "loggedIn", "prime"; eq needs one of "anonymous", "loggedIn", "prime", not "premium"',
    ]);
    expect(faultsOf({ page: 'article', fragments: { 'bad name': [] }, regions: {} })).toEqual([
      'layouts/article.json: fragments["bad name"]: a fragment name is letters, digits and hyphens',
    ]);
  });

  it('bounds what fragments can multiply to: a list holds at most 100 slots once filled in', () => {
    const ten = Array.from({ length: 10 }, () => ({ widget: 'list' }));
    const doc = {
      page: 'article',
      fragments: {
        ten,
        hundred: Array.from({ length: 10 }, () => ({ use: 'ten' })),
        more: [{ use: 'hundred' }, { use: 'ten' }],
      },
      regions: { aside: [{ use: 'more' }] },
    };
    expect(faultsOf(doc)).toEqual([
      'layouts/article.json: fragments.more: holds more than 100 slots once its fragments are filled in',
    ]);
    expect(
      parse({
        ...doc,
        fragments: { ten, hundred: doc.fragments.hundred },
        regions: { aside: [{ use: 'hundred' }] },
      }).ok,
    ).toBe(true);
  });

  it('is in the JSON Schema editors get: top-level "fragments" and {"use"} items', () => {
    const schema = layoutJsonSchema(testWidgets) as {
      properties: Record<string, { additionalProperties?: unknown }>;
      definitions: { use: unknown; slots: { items: unknown } };
    };
    expect(schema.properties.fragments?.additionalProperties).toEqual({ $ref: '#/definitions/slots' });
    expect(schema.definitions.use).toMatchObject({ title: 'use a fragment', required: ['use'] });
    expect(schema.definitions.slots.items).toEqual({
      oneOf: [{ $ref: '#/definitions/slot' }, { $ref: '#/definitions/use' }],
    });
  });
});
