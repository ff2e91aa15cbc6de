import type { IncomingMessage } from 'node:http';
import { LARGEST_WRITE_BODY } from '@newsroom/rules/body-limits';
import { badRequest, HttpError } from './http-error.ts';

// Request bodies of the write calls: form-encoded (what the publisher's widgets send) or JSON,
// read as a flat record of text fields. A field given twice is refused, as in query strings.

export type Fields = Record<string, string>;

/**
 * A write without a limit of its own gets the largest any write may need (Hardening, issue 26.6:
 * derived from the field rules in @newsroom/rules/body-limits, as the site's proxy is).
 */
export const maxBodyBytes = LARGEST_WRITE_BODY;

export async function readFields(request: IncomingMessage, limit = maxBodyBytes): Promise<Fields> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const text = await readText(request, limit);
  if (text.length === 0) return {};
  if (type === 'application/x-www-form-urlencoded') return formFields(new URLSearchParams(text));
  if (type === 'application/json') return jsonFields(text);
  throw new HttpError(415, 'content-type', 'send application/x-www-form-urlencoded or application/json');
}

/**
 * A body that is one JSON document of any shape (AB-08's paywall call nests a list of objects),
 * read up to `limit` bytes; the caller's zod schema then checks every part of it. An empty body
 * is a 400 naming `body`.
 */
export async function readJsonDocument(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json') throw new HttpError(415, 'content-type', 'send application/json');
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  const text = await readText(request, limit);
  if (text.trim().length === 0) throw badRequest('body', 'is required');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('body', 'is not valid JSON');
  }
}

export function formFields(params: URLSearchParams): Fields {
  const fields: Fields = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name)) throw badRequest(name, 'must be given once');
    fields[name] = value;
  }
  return fields;
}

function jsonFields(text: string): Fields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('body', 'is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('body', 'must be a JSON object');
  }
  const fields: Fields = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else throw badRequest(name, 'must be text');
  }
  return fields;
}

/**
 * The body's bytes exactly as sent, at most `limit` (PS-04: a signature is checked over these,
 * never over a body parsed and written out again).
 */
export async function readRawBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  return readBytes(request, limit);
}

async function readText(request: IncomingMessage, limit: number): Promise<string> {
  return (await readBytes(request, limit)).toString('utf8');
}

async function readBytes(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'body', `must be at most ${limit} bytes`, { connection: 'close' });
}
