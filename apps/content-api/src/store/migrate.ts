import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import { storeKindOf } from './dialect.ts';
import * as content from './migrations/0001-content.ts';
import * as readers from './migrations/0002-readers-and-comment-writes.ts';
import * as mailOutbox from './migrations/0003-mail-outbox.ts';
import * as bookmarks from './migrations/0004-bookmarks.ts';
import * as firstTimeEligible from './migrations/0005-first-time-eligible.ts';
import * as curatedLists from './migrations/0006-curated-lists.ts';
import * as mailSenderDays from './migrations/0007-mail-sender-days.ts';
import * as paywallReads from './migrations/0008-paywall-reads.ts';
import * as prime from './migrations/0009-prime.ts';
import * as removePaywallSchema from './migrations/0010-remove-paywall-schema.ts';
import * as signInCodes from './migrations/0011-sign-in-codes.ts';
import * as markets from './migrations/0012-markets.ts';
import * as poll from './migrations/0013-poll.ts';
import * as newsletter from './migrations/0014-newsletter.ts';
import * as articleKeywordsByKeyword from './migrations/0015-article-keywords-by-keyword.ts';
import * as articleCompanies from './migrations/0016-article-companies.ts';
import * as marketHome from './migrations/0018-market-home.ts';
import * as articleTerms from './migrations/0019-article-terms.ts';
import * as storyMedia from './migrations/0020-story-media.ts';
import * as adsAndShop from './migrations/0022-ads-and-shop.ts';
import * as promos from './migrations/0023-promos.ts';
import * as providerTickets from './migrations/0027-provider-tickets.ts';
import * as videoAds from './migrations/0028-video-ads.ts';
import * as analytics from './migrations/0030-analytics.ts';
import * as siteConfigValues from './migrations/0031-site-config-values.ts';
import * as rateBucketsAndChanges from './migrations/0032-rate-buckets-and-changes.ts';
import * as layoutVersions from './migrations/0033-layout-versions.ts';
import * as payments from './migrations/0034-payments.ts';
import * as commentVoteAddresses from './migrations/0035-comment-vote-addresses.ts';
import * as analyticsViews from './migrations/0036-analytics-views.ts';

// Migrations live in code (not read from a folder at run time) so they ship with the module
// and run the same under Node, Vitest and a bundler. Names sort in the order they apply.
export const migrations: Record<string, Migration> = {
  '0001-content': content,
  '0002-readers-and-comment-writes': readers,
  '0003-mail-outbox': mailOutbox,
  '0004-bookmarks': bookmarks,
  '0005-first-time-eligible': firstTimeEligible,
  '0006-curated-lists': curatedLists,
  '0007-mail-sender-days': mailSenderDays,
  '0008-paywall-reads': paywallReads,
  '0009-prime': prime,
  '0010-remove-paywall-schema': removePaywallSchema,
  '0011-sign-in-codes': signInCodes,
  '0012-markets': markets,
  '0013-poll': poll,
  '0014-newsletter': newsletter,
  '0015-article-keywords-by-keyword': articleKeywordsByKeyword,
  '0016-article-companies': articleCompanies,
  '0018-market-home': marketHome,
  '0019-article-terms': articleTerms,
  '0020-story-media': storyMedia,
  '0022-ads-and-shop': adsAndShop,
  '0023-promos': promos,
  '0027-provider-tickets': providerTickets,
  '0028-video-ads': videoAds,
  '0030-analytics': analytics,
  '0031-site-config-values': siteConfigValues,
  '0032-rate-buckets-and-changes': rateBucketsAndChanges,
  '0033-layout-versions': layoutVersions,
  '0034-payments': payments,
  '0035-comment-vote-addresses': commentVoteAddresses,
  '0036-analytics-views': analyticsViews,
};

/**
 * On PostgreSQL the migrator keeps its own tables in the connection's current schema and looks for
 * them there only. Left to itself Kysely looks across every schema of the database, so a store in
 * one schema took another's `kysely_migration` for its own and its migrations failed (two stores in
 * one database, or the tests' scratch schemas side by side).
 */
export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  const schema =
    storeKindOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations written side by side land in any order (0015 before 0013): a store that already
    // ran a later one still takes an earlier one that arrives after it. Each touches its own tables.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the store to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const outcome = await (await createMigrator(db)).migrateToLatest();
  if (outcome.error) {
    const failed = outcome.results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(before any migration)'} failed`, { cause: outcome.error });
  }
  return outcome;
}
