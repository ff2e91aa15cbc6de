import { randomBytes } from 'node:crypto';
import type { CodeChannel } from '@newsroom/rules/one-time-code';
import { trialIdentityOf } from '@newsroom/rules/trial-identity';
import type { Kysely, Transaction } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import { trialClaimed } from './prime-plans.ts';
import type { ReaderRow } from './readers.ts';
import type { Database } from './schema.ts';

// AB-09 one-time sign-in codes: storing a code (only its hash) with its send counts and its
// delivery in one transaction, spending a try on it race-free, and the reader it signs in.

/** How the code reaches the reader: a mail in the mail outbox, or a text in the SMS outbox. */
export type CodeDelivery =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'mobile'; to: string; text: string };

export interface NewSignInCode {
  id: string;
  channel: CodeChannel;
  address: string;
  codeHash: string;
  /** Who asked, as stored with the code and the outbox row: `ip:{address}`. */
  client: string;
  nowMs: number;
  expiresMs: number;
  /**
   * The send counts this code is charged to, each at most `cap` in `windowMs` (e.g. one for the
   * recipient and asking client together, one for the client). All are charged or none.
   */
  sendLimits: readonly SendLimit[];
  windowMs: number;
  delivery: CodeDelivery;
}

/** One send count: `key` names it (a `sign_in_sends` row), `cap` is its sends per window. */
export interface SendLimit {
  key: string;
  cap: number;
}

export type CreateOutcome =
  /** `mailId`: the outbox row to send now (e-mail), or null (the text waits in the SMS outbox). */
  | { outcome: 'created'; mailId: number | null }
  /** `limit`: the key of the first send count that was full (nothing was charged or stored). */
  | { outcome: 'too-many'; limit: string; retryAfterMs: number };

/** Thrown inside the transaction so that the counts charged before a full one are rolled back. */
class SendRefused extends Error {
  readonly limit: string;
  readonly retryAfterMs: number;
  constructor(limit: string, retryAfterMs: number) {
    super(`send count ${limit} is full`);
    this.limit = limit;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Stores a new code for an address, in one transaction: charges it to each of its send counts
 * (refused, and nothing charged or stored, when one is full), marks earlier open codes for the
 * same address from the same client replaced (only the newest of one's own codes works; a code
 * somebody else asked for never replaces the owner's), stores the code and queues its delivery.
 * Codes and counts long past use are pruned on the way, so the tables stay small however many
 * addresses are tried.
 */
export async function createSignInCode(db: Kysely<Database>, code: NewSignInCode): Promise<CreateOutcome> {
  try {
    return await db.transaction().execute((trx) => storeCode(trx, code));
  } catch (error) {
    if (!(error instanceof SendRefused)) throw error;
    return { outcome: 'too-many', limit: error.limit, retryAfterMs: error.retryAfterMs };
  }
}

async function storeCode(trx: Transaction<Database>, code: NewSignInCode): Promise<CreateOutcome> {
  const cutoff = code.nowMs - code.windowMs;
  await trx.deleteFrom('sign_in_codes').where('expires_at', '<', cutoff).execute();
  await trx.deleteFrom('sign_in_sends').where('window_start', '<=', cutoff).execute();
  for (const limit of code.sendLimits) {
    const charged = await chargeSend(trx, limit.key, code.nowMs, code.windowMs, limit.cap);
    if (!charged.ok) throw new SendRefused(limit.key, charged.retryAfterMs);
  }
  await trx
    .updateTable('sign_in_codes')
    .set({ state: 'replaced' })
    .where('address', '=', code.address)
    .where('client', '=', code.client)
    .where('state', '=', 'open')
    .execute();
  await trx
    .insertInto('sign_in_codes')
    .values({
      id: code.id,
      channel: code.channel,
      address: code.address,
      code_hash: code.codeHash,
      client: code.client,
      created_at: code.nowMs,
      expires_at: code.expiresMs,
      attempts: 0,
      state: 'open',
    })
    .execute();
  const createdAt = formatIst(code.nowMs);
  const { delivery } = code;
  if (delivery.channel === 'mobile') {
    await trx
      .insertInto('sms_outbox')
      .values({
        recipient: delivery.to,
        body: delivery.text,
        status: 'queued',
        client: code.client,
        created_at: createdAt,
      })
      .execute();
    return { outcome: 'created', mailId: null };
  }
  const mail = await trx
    .insertInto('mail_outbox')
    .values({
      // Not about a story: msid 0 marks the outbox's sign-in mail.
      msid: 0,
      sender_name: '',
      reply_to: '',
      recipients: delivery.to,
      subject: delivery.subject,
      body: delivery.text,
      status: 'queued',
      error: null,
      reader_id: null,
      client: code.client,
      created_at: createdAt,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outcome: 'created', mailId: mail.id };
}

/**
 * One more send for the count `key` in its window, or the time until the window ends. A single
 * conditional update decides, so two racing requests cannot both take the last send.
 */
async function chargeSend(
  trx: Transaction<Database>,
  key: string,
  nowMs: number,
  windowMs: number,
  cap: number,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const cutoff = nowMs - windowMs;
  await trx
    .insertInto('sign_in_sends')
    .values({ address: key, window_start: nowMs, sends: 0 })
    .onConflict((conflict) => conflict.column('address').doNothing())
    .execute();
  const updated = await trx
    .updateTable('sign_in_sends')
    .set((eb) => ({
      sends: eb
        .case()
        .when('window_start', '<=', cutoff)
        .then(1)
        .else(eb('sends', '+', 1))
        .end(),
      window_start: eb
        .case()
        .when('window_start', '<=', cutoff)
        .then(nowMs)
        .else(eb.ref('window_start'))
        .end(),
    }))
    .where('address', '=', key)
    .where((eb) => eb.or([eb('window_start', '<=', cutoff), eb('sends', '<', cap)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true };
  const row = await trx
    .selectFrom('sign_in_sends')
    .select('window_start')
    .where('address', '=', key)
    .executeTakeFirstOrThrow();
  return { ok: false, retryAfterMs: Math.max(1000, Number(row.window_start) + windowMs - nowMs) };
}

export type CheckOutcome =
  | { outcome: 'signed-in'; channel: CodeChannel; address: string }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'unknown' | 'expired' | 'used' | 'replaced' | 'too-many-attempts' };

/**
 * Spends one try on a code and tells whether it was right. The try is taken first, by an update
 * that names what it was decided on (open, unexpired, tries left), so racing guesses cannot get
 * past the limit; then `matches` compares (in constant time) and a right code is marked used by
 * an update that only an open code passes, so one code signs in once.
 */
export async function checkSignInCode(
  db: Kysely<Database>,
  check: { id: string; nowMs: number; maxAttempts: number; matches: (codeHash: string) => boolean },
): Promise<CheckOutcome> {
  const taken = await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', check.id)
    .where('state', '=', 'open')
    .where('expires_at', '>', check.nowMs)
    .where('attempts', '<', check.maxAttempts)
    .returning(['channel', 'address', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!taken) return { outcome: await whyRefused(db, check) };
  if (!check.matches(taken.code_hash)) {
    return { outcome: 'wrong', attemptsLeft: Math.max(0, check.maxAttempts - Number(taken.attempts)) };
  }
  const used = await db
    .updateTable('sign_in_codes')
    .set({ state: 'used' })
    .where('id', '=', check.id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { outcome: 'used' };
  return { outcome: 'signed-in', channel: taken.channel, address: taken.address };
}

async function whyRefused(
  db: Kysely<Database>,
  check: { id: string; nowMs: number; maxAttempts: number },
): Promise<'unknown' | 'expired' | 'used' | 'replaced' | 'too-many-attempts'> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['state', 'expires_at', 'attempts'])
    .where('id', '=', check.id)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.state === 'used') return 'used';
  if (row.state === 'replaced') return 'replaced';
  if (Number(row.expires_at) <= check.nowMs) return 'expired';
  return 'too-many-attempts';
}

/**
 * A stored password hash that no password matches: the scrypt form with a random salt and a
 * random key (finding a password for it is a preimage of scrypt). Readers who sign in by code
 * have no password; the password sign-in then simply refuses them.
 */
export function unusablePasswordHash(): string {
  return `scrypt$32768$8$3$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
}

/** Readers who sign in by mobile number have no e-mail; this placeholder fills the required column. */
export const mobileOnlyEmailDomain = 'mobile.invalid';

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${mobileOnlyEmailDomain}`);
}

/**
 * The reader of an e-mail address or mobile number, made when there is none: a new reader is
 * eligible for the trial and the first-time offer. Made race-free: a second request for the same
 * address inserts nothing and reads the reader the first one made.
 */
export async function findOrCreateCodeReader(
  db: Kysely<Database>,
  request: { channel: CodeChannel; address: string; nowMs: number },
): Promise<{ reader: ReaderRow; created: boolean }> {
  const find = () =>
    db
      .selectFrom('readers')
      .selectAll()
      .where(request.channel === 'email' ? 'email' : 'mobile', '=', request.address)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return { reader: existing, created: false };
  // a new account for a mailbox (or mobile) that has had its trial is not offered another.
  const identity = trialIdentityOf(
    request.channel === 'email' ? { email: request.address } : { mobile: request.address },
  );
  const hadTrial = identity !== null && (await trialClaimed(db, identity));
  const ssoid = `ld${randomBytes(8).toString('hex')}`;
  const inserted = await db
    .insertInto('readers')
    .values({
      ssoid,
      email: request.channel === 'email' ? request.address : `${ssoid}@${mobileOnlyEmailDomain}`,
      mobile: request.channel === 'mobile' ? request.address : null,
      first_name: '',
      password_hash: unusablePasswordHash(),
      roles: '',
      prime_plan: null,
      prime_until: null,
      trial_eligible: hadTrial ? 0 : 1,
      first_time_eligible: 1,
      created_at: formatIst(request.nowMs),
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  const reader = await find();
  if (!reader) throw new Error(`no reader for ${request.channel} after creating one`);
  return { reader, created: inserted !== undefined };
}

/**
 * Whether the address signs in to an account with a role (an editor): its code must never be
 * answered as `devCode`, whatever SHOW_ONE_TIME_CODES says.
 */
export async function isStaffAddress(
  db: Kysely<Database>,
  channel: CodeChannel,
  address: string,
): Promise<boolean> {
  const reader = await db
    .selectFrom('readers')
    .select('roles')
    .where(channel === 'email' ? 'email' : 'mobile', '=', address)
    .executeTakeFirst();
  return reader !== undefined && reader.roles.trim() !== '';
}
