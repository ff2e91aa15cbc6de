import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { hashSessionToken } from '../auth/session-token.ts';
import { formatIst } from '../content/ist-time.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import { requireReader } from '../routes/auth.ts';

// AB-18 grandmasters click (spec §6, §7): a signed-in reader's browser posts the masterclass
// provider's form (`POST /p/r` with hidden token-id, ticket-id, ru, client-id, site-app-code).
// - `POST /masterclass/ticket` gives a signed-in reader a login ticket and its token: one use,
//   PROVIDER_TICKET_MS, kept as hashes only. Anonymous callers get the usual 401, so the site
//   knows there is no ticket and sends the reader to the Grandmasters page instead.
// - `POST /p/r` is the provider's end of it (this reference backend stands in for the portal):
//   it checks the caller names a known client, takes the ticket once, and sends the reader on to
//   `ru`, a path of the site.

export const PROVIDER_TICKET_MS = 5 * 60_000;
/** Tickets a reader may hold at once (unused, unexpired): a loop of clicks cannot fill the store. */
export const MAX_OPEN_TICKETS = 10;
/** The clients the provider knows (public values: they name the caller, they prove nothing). */
export const PROVIDER_CLIENT = { clientId: 'ledger-web', siteAppCode: 'economic-ledger' } as const;

export const TicketAnswer = z.object({
  ticketId: z.string().min(20),
  tokenId: z.string().min(20),
  expiresAt: z.string(),
});

export const postProviderTicket: Handler = async (context) => {
  const reader = await requireReader(context);
  const nowMs = context.now();
  const { db } = context;
  await db.deleteFrom('provider_tickets').where('expires_at', '<=', nowMs).execute();
  const open = await db
    .selectFrom('provider_tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('reader_id', '=', reader.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= MAX_OPEN_TICKETS) {
    throw new HttpError(429, 'ticket', 'Too many sign-in attempts just now. Please try again in a minute.', {
      'retry-after': '60',
    });
  }
  const ticketId = randomBytes(24).toString('base64url');
  const tokenId = randomBytes(32).toString('base64url');
  const expiresAt = nowMs + PROVIDER_TICKET_MS;
  await db
    .insertInto('provider_tickets')
    .values({
      ticket_hash: hashSessionToken(ticketId),
      token_hash: hashSessionToken(tokenId),
      reader_id: reader.id,
      created_at: nowMs,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return freshJson({ ticketId, tokenId, expiresAt: formatIst(expiresAt) } satisfies z.infer<
    typeof TicketAnswer
  >);
};

const opaque = /^[A-Za-z0-9_-]{20,100}$/;
/** A path of the site: one leading slash, printable, no backslash (never another host). */
const sitePath = /^\/(?!\/)[\x21-\x7e]{0,300}$/;

function field(fields: Record<string, string>, name: string, rule: RegExp, message: string): string {
  const value = (fields[name] ?? '').trim();
  if (value === '') throw badRequest(name, 'is required');
  if (!rule.test(value) || value.includes('\\')) throw badRequest(name, message);
  return value;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

const spent = () =>
  new HttpError(401, 'ticket-id', 'This sign-in has expired or was used already. Please try again.');

/** `POST /p/r` (form): the provider takes the ticket once and sends the reader to `ru` (303). */
export const postProviderLogin: Handler = async (context) => {
  const fields = await context.body();
  const clientId = field(fields, 'client-id', /^[a-z0-9-]{1,40}$/, 'is not a known client');
  const siteAppCode = field(fields, 'site-app-code', /^[a-z0-9-]{1,40}$/, 'is not a known client');
  if (clientId !== PROVIDER_CLIENT.clientId) throw badRequest('client-id', 'is not a known client');
  if (siteAppCode !== PROVIDER_CLIENT.siteAppCode) throw badRequest('site-app-code', 'is not a known client');
  const ru = field(fields, 'ru', sitePath, 'must be a path of the site');
  const ticketId = field(fields, 'ticket-id', opaque, 'is not a ticket');
  const tokenId = field(fields, 'token-id', opaque, 'is not a token');
  const nowMs = context.now();
  const ticket = await context.db
    .selectFrom('provider_tickets')
    .selectAll()
    .where('ticket_hash', '=', hashSessionToken(ticketId))
    .executeTakeFirst();
  if (!ticket || ticket.used_at !== null || Number(ticket.expires_at) <= nowMs) throw spent();
  if (!sameHash(ticket.token_hash, hashSessionToken(tokenId))) throw spent();
  // Taken once: of two racing posts of one ticket only the first changes the row.
  const taken = await context.db
    .updateTable('provider_tickets')
    .set({ used_at: nowMs })
    .where('ticket_hash', '=', ticket.ticket_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw spent();
  return { kind: 'bytes', status: 303, body: null, headers: { location: ru, 'cache-control': 'no-store' } };
};
