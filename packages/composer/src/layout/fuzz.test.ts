import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from './condition.ts';
import { fields } from './fields.ts';
import { parseLayout } from './parse.ts';
import { pageKinds, regionNames } from './schema.ts';
import { testWidgets } from './testing.ts';

// Bad input everywhere: the loader meets random and malformed layouts. It must never throw,
// never hang, and every fault must name the file and a JSON path.

const FILE = 'layouts/fuzz.json';

function expectOnlyFaults(text: string) {
  const result = parseLayout(FILE, text, testWidgets);
  if (!result.ok) {
    expect(result.faults.length).toBeGreaterThan(0);
    for (const fault of result.faults) {
      expect(fault.file).toBe(FILE);
      expect(fault.path).toMatch(/^(\$|[A-Za-z_$[])/);
      expect(fault.reason.length).toBeGreaterThan(0);
    }
  }
  return result;
}

const fieldName = fc.oneof(fc.constantFrom(...Object.keys(fields)), fc.string({ maxLength: 20 }));
const operand = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant(null),
);
const condition = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .record({ field: fieldName })
      .chain((base) =>
        fc
          .constantFrom(...OPERATORS, 'bogus')
          .chain((op) => operand.map((value) => ({ ...base, [op]: value }))),
      ),
    fc.record({ all: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('node'), { maxLength: 3 }) }),
    fc.record({ not: tie('node') }),
    fc.record({
      hours: fc.array(
        fc.record({ from: fc.integer({ min: -2, max: 25 }), to: fc.integer({ min: -2, max: 25 }) }),
        { maxLength: 3 },
      ),
    }),
    fc.record({ weekdays: fc.array(fc.constantFrom('mon', 'sun', 'funday'), { maxLength: 3 }) }),
    fc.anything(),
  ),
})).node;

const slot = fc.record(
  {
    widget: fc.oneof(fc.constantFrom(...testWidgets.map((w) => w.id)), fc.string({ maxLength: 8 })),
    props: fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 })), fc.anything()),
    when: condition,
    hydrate: fc.constantFrom('load', 'idle', 'visible', 'interaction', 'none', 'later'),
    id: fc.string({ maxLength: 12 }),
    at: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.string()),
  },
  { requiredKeys: ['widget'] },
);

// A slot, or a use of a fragment (AB-11) by a name that may or may not be defined above.
const fragmentName = fc.oneof(fc.constantFrom('top', 'foot'), fc.string({ maxLength: 6 }));
const item = fc.oneof(
  slot,
  fc.record({ use: fragmentName, when: condition, extra: fc.anything() }, { requiredKeys: ['use'] }),
);

const region = fc.oneof(
  fc.array(item, { maxLength: 4 }),
  fc.record({
    variants: fc.array(
      fc.record(
        { name: fc.string({ maxLength: 8 }), when: condition, slots: fc.array(item, { maxLength: 3 }) },
        { requiredKeys: ['name', 'slots'] },
      ),
      { maxLength: 3 },
    ),
  }),
  fc.anything(),
);

const layoutDoc = fc.record(
  {
    page: fc.oneof(fc.constantFrom(...pageKinds), fc.string({ maxLength: 8 })),
    fragments: fc.oneof(
      fc.dictionary(fragmentName, fc.array(item, { maxLength: 4 }), { maxKeys: 3 }),
      fc.anything(),
    ),
    regions: fc.dictionary(fc.oneof(fc.constantFrom(...regionNames), fc.string({ maxLength: 6 })), region, {
      maxKeys: 4,
    }),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('layout loader under random input (fast-check)', () => {
  it('turns any structured layout into a layout or into faults naming file and path', () => {
    fc.assert(
      fc.property(layoutDoc, (doc) => void expectOnlyFaults(JSON.stringify(doc))),
      { numRuns: 400 },
    );
  });

  it('survives any JSON value and any string', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => void expectOnlyFaults(JSON.stringify(value))),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => void expectOnlyFaults(text)),
      { numRuns: 300 },
    );
  });

  it('survives truncations and byte flips of a valid layout', () => {
    const valid = JSON.stringify({
      page: 'article',
      regions: {
        aside: [
          { widget: 'list', props: { count: 3 }, when: { all: [{ field: 'article.words', gt: 400 }] } },
        ],
        inserts: [{ widget: 'ad', props: { slot: 'mrec1' }, at: 5 }],
      },
    });
    expect(parseLayout(FILE, valid, testWidgets).ok).toBe(true);
    fc.assert(
      fc.property(
        fc.nat(valid.length),
        fc.nat(valid.length),
        fc.string({ minLength: 1, maxLength: 1 }),
        (cut, at, ch) => {
          expectOnlyFaults(valid.slice(0, cut));
          expectOnlyFaults(valid.slice(0, at) + ch + valid.slice(at + 1));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses huge and deeply nested conditions with a limit, not a stack overflow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 5000 }), fc.constantFrom('not', 'all', 'any'), (depth, kind) => {
        // Built as text: the document is deeper than JSON.stringify itself can go.
        const open = kind === 'not' ? '{"not":' : `{"${kind}":[`;
        const close = kind === 'not' ? '}' : ']}';
        const when = `${open.repeat(depth)}{"field":"article.words","gt":1}${close.repeat(depth)}`;
        const result = expectOnlyFaults(
          `{"page":"article","regions":{"aside":[{"widget":"list","when":${when}}]}}`,
        );
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.faults[0]!.reason).toMatch(/nested deeper than (12|64) levels/);
      }),
      { numRuns: 30 },
    );
  });
});
