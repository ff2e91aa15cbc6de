import type { z } from 'zod';
import { badRequest } from './http-error.ts';

/**
 * Parses a query string with a zod object schema. The first problem becomes a 400 naming the
 * parameter. Parameters the schema does not name are ignored, as the real feeds ignore them.
 */
export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  query: URLSearchParams,
): z.output<Schema> {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    if (name in values) throw badRequest(name, 'must be given once');
    values[name] = value;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(String(issue?.path[0] ?? 'query'), issue?.message ?? 'invalid');
}
