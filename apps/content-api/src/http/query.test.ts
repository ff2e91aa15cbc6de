import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseQuery } from './query.ts';

const schema = z.object({ page: z.coerce.number().int().min(1).default(1) });

describe('parseQuery', () => {
  it('ignores parameters the schema does not name, even ones every object inherits', () => {
    const query = new URLSearchParams('page=2&toString=x&constructor=y&__proto__=z');
    expect(parseQuery(schema, query)).toEqual({ page: 2 });
  });

  it('refuses a parameter given twice, naming it', () => {
    expect(() => parseQuery(schema, new URLSearchParams('page=1&page=2'))).toThrow(
      expect.objectContaining({ status: 400, param: 'page', message: 'must be given once' }),
    );
  });
});
