import { describe, expect, it } from 'vitest';
import { inDocumentOrder } from './documentOrder.ts';

const doc = { page: 'home', regions: { main: [{ widget: 'a', props: { x: 1 } }, { widget: 'b' }], top: [] } };
const at = (...path: (string | number)[]) => ({ path, reason: path.join('/') });

describe('ED-02 faults in document order', () => {
  it('sorts faults by where their places are written, whatever check found them first', () => {
    const sorted = inDocumentOrder(doc, [
      at('regions', 'top'),
      at('regions', 'main', 1, 'widget'),
      at('page'),
      at('regions', 'main', 0, 'props', 'x'),
      at(),
    ]);
    expect(sorted.map((f) => f.reason)).toEqual([
      '',
      'page',
      'regions/main/0/props/x',
      'regions/main/1/widget',
      'regions/top',
    ]);
  });

  it('puts a fault about a missing key at the end of the place it is missing from', () => {
    const sorted = inDocumentOrder(doc, [
      at('regions', 'main', 1, 'widget'),
      at('regions', 'main', 0, 'at'),
      at('regions', 'main', 0, 'props', 'y'),
      at('regions', 'main', 0, 'props', 'x'),
      at('regions', 'main', 0),
    ]);
    expect(sorted.map((f) => f.reason)).toEqual([
      'regions/main/0',
      'regions/main/0/props/x',
      'regions/main/0/props/y',
      'regions/main/0/at',
      'regions/main/1/widget',
    ]);
  });

  it('keeps the checks’ own order at one place and drops exact repeats', () => {
    const one = { path: ['page'], reason: 'first' };
    const two = { path: ['page'], reason: 'second' };
    expect(inDocumentOrder(doc, [one, two, { ...one }])).toEqual([one, two]);
  });
});
