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
    if (Object.hasOwn(values, name)) throw badRequest(name, 'must be given once');
    values[name] = value;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(String(issue?.path[0] ?? 'query'), issue?.message ?? 'invalid');
}

/**
 * Checks a JSON document (a POST body) with a zod schema. The first problem becomes a 400 naming
 * where it is, as `events[3].slot`; a body that is not an object is a 400 naming `body`.
 */
export function parseDocument<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body', 'must be a JSON object');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(paramName(issue?.path ?? []), issue?.message ?? 'invalid');
}

function paramName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
