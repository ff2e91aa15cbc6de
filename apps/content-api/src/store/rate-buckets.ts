import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

// Token buckets shared by every backend instance on PostgreSQL (issue 18): one statement per
// take refills the bucket for the time since it was last counted, spends a token when there is
// one, and says which it did; rows are locked by the upsert, so two instances never both spend
// the last token.

export interface BucketRule {
  count: number;
  perSeconds: number;
}

export interface TakeResult {
  allowed: boolean;
  tokens: number;
}

export async function takeToken(
  db: Kysely<Database>,
  limiter: string,
  client: string,
  rule: BucketRule,
  now: number,
): Promise<TakeResult> {
  const perMs = rule.count / (rule.perSeconds * 1000);
  // What the bucket holds now: what it held plus what it earned back since (never above the
  // burst; a clock behind another instance's earns nothing rather than going back).
  const refilled = sql<number>`least(${rule.count}::double precision, rate_buckets.tokens + greatest(0, ${now}::bigint - rate_buckets.at) * ${perMs}::double precision)`;
  const result = await sql<{ allowed: boolean; tokens: number }>`
    insert into rate_buckets (limiter, client, tokens, at, allowed)
    values (${limiter}, ${client}, ${rule.count - 1}::double precision, ${now}::bigint, true)
    on conflict (limiter, client) do update set
      tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
      allowed = ${refilled} >= 1,
      at = greatest(rate_buckets.at, ${now}::bigint)
    returning allowed, tokens`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate bucket upsert returned no row');
  return { allowed: row.allowed, tokens: Number(row.tokens) };
}

/** Gives one token back (never above the burst). */
export async function refundToken(
  db: Kysely<Database>,
  limiter: string,
  client: string,
  rule: BucketRule,
): Promise<void> {
  await sql`update rate_buckets set tokens = least(${rule.count}::double precision, tokens + 1)
    where limiter = ${limiter} and client = ${client}`.execute(db);
}

/** Drops the buckets of one limit idle long enough to have filled up again: they hold nothing a fresh one would not. */
export async function sweepFullBuckets(
  db: Kysely<Database>,
  limiter: string,
  rule: BucketRule,
  now: number,
): Promise<void> {
  await db
    .deleteFrom('rate_buckets')
    .where('limiter', '=', limiter)
    .where('at', '<', now - rule.perSeconds * 1000)
    .execute();
}
