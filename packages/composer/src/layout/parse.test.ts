import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFault } from './faults.ts';
import { parseLayout } from './parse.ts';
import type { WidgetContract } from './widget.ts';

const widgets: WidgetContract[] = [
  {
    id: 'latest-from-publisher',
    description: 'Latest stories',
    hydrate: 'none',
    props: z.strictObject({
      count: z.number().int().min(1).max(10).default(3),
      title: z.string().optional(),
    }),
  },
  { id: 'font-size', description: 'Font size', hydrate: 'interaction', props: z.strictObject({}) },
];

const parse = (doc: unknown) => parseLayout('layouts/article.json', JSON.stringify(doc), widgets);
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
      regions: { aside: [{ widget: 'latest-from-publisher', props: {} }] },
    });
    expect(result).toEqual({
      ok: true,
      layout: {
        page: 'article',
        regions: { aside: [{ widget: 'latest-from-publisher', props: { count: 3 } }] },
      },
    });
  });

  it('names an unknown widget with its path and the known ids', () => {
    expect(faultsOf({ page: 'article', regions: { aside: [{ widget: 'latest' }] } })).toEqual([
      'layouts/article.json: regions.aside[0].widget: unknown widget "latest"; expected one of: latest-from-publisher, font-size',
    ]);
  });

  it('reports a wrong-typed prop at the prop path', () => {
    const [fault] = faultsOf({
      page: 'article',
      regions: { aside: [{ widget: 'latest-from-publisher', props: { count: 'three' } }] },
    });
    expect(fault).toMatch(/^layouts\/article\.json: regions\.aside\[0\]\.props\.count: /);
  });

  it('reports a misspelt prop and a misspelt slot key', () => {
    const faults = faultsOf({
      page: 'article',
      regions: {
        aside: [
          { widget: 'latest-from-publisher', props: { cuont: 3 } },
          { widget: 'font-size', hydrat: 'load' },
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

  it('turns broken JSON into a fault at $, never an exception', () => {
    const result = parseLayout('layouts/x.json', '{"page": "article",', widgets);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatFault(result.faults[0]!)).toMatch(/^layouts\/x\.json: \$: not valid JSON: /);
  });
});
