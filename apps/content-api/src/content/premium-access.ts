import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import { bearerToken, hashSessionToken } from '../auth/session-token.ts';
import { findSessionReader } from '../store/readers.ts';
import type { Database } from '../store/schema.ts';
import { toSessionUser } from './session-user.ts';

// Who may read a premium story whole (Hardening item 2): a Prime reader, known from a live
// session the caller presents as a bearer token, which the site forwards for the reader it
// serves. Nothing else a client can send counts: no header such as `fullcontent`, no address,
// and not the backend's own cookie either, which a browser would attach to any request it
// makes to this origin (pictures load from it) and which content answers are not keyed on.

export async function mayReadPremium(
  db: Kysely<Database>,
  headers: IncomingHttpHeaders,
  nowMs: number,
): Promise<boolean> {
  const token = bearerToken(headers);
  if (token === null) return false;
  // An ended or unknown session is simply not Prime: the site may still hold a token for a few
  // seconds after it ends, and the reader should get the preview, not a broken page.
  const reader = await findSessionReader(db, hashSessionToken(token), nowMs);
  return reader !== undefined && toSessionUser(reader, nowMs).isPrime;
}
