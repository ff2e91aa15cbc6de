import type { Kysely } from 'kysely';
import { marketTableKeys } from '../markets/schema.ts';
import { promoTableKeys } from '../promos/schema.ts';
import type { Database } from '../store/schema.ts';

/** Every row (content, readers and what they did), each table in key order, as plain objects: two equal dumps mean equal stores. */
export async function dumpStore(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const byKey = {
    sections: ['id'],
    images: ['id'],
    authors: ['id'],
    keywords: ['id'],
    articles: ['msid'],
    article_authors: ['article_msid', 'author_id'],
    related_links: ['article_msid', 'related_msid'],
    curated_lists: ['id'],
    curated_list_items: ['list_id', 'msid'],
    article_keywords: ['article_msid', 'keyword_id'],
    article_companies: ['article_msid', 'company_id'],
    article_terms: ['term', 'article_msid'],
    comments: ['id'],
    readers: ['id'],
    reader_sessions: ['token_hash'],
    comment_submissions: ['comment_id'],
    comment_votes: ['comment_id', 'voter'],
    comment_vote_addresses: ['comment_id', 'address'],
    abuse_reports: ['id'],
    mail_outbox: ['id'],
    captcha_spent: ['challenge'],
    mail_sender_days: ['sender', 'day'],
    bookmarks: ['reader_id', 'msid'],
    paywall_reads: ['reader', 'day', 'msid'],
    paywall_readers: ['reader'],
    prime_plans: ['id'],
    prime_reads: ['reader_id', 'msid'],
    sign_in_codes: ['id'],
    sign_in_sends: ['address'],
    sms_outbox: ['id'],
    polls: ['msid'],
    poll_options: ['poll_msid', 'optionno'],
    poll_votes: ['poll_msid', 'voter'],
    newsletters: ['sid'],
    newsletter_subscriptions: ['id'],
    market_moguls: ['msid'],
    detail_documents: ['msid'],
    videos: ['msid'],
    liveblog_updates: ['id'],
    site_config_values: ['config_key', 'name'],
    layout_versions: ['page_kind', 'version'],
    rate_buckets: ['limiter', 'client'],
    content_changes: ['id'],
    prime_checkouts: ['id'],
    payment_events: ['event_key'],
    trial_claims: ['identity'],
    demo_pay_checkouts: ['id'],
    ad_creatives: ['id'],
    ad_creative_slots: ['creative_id', 'slot'],
    ad_serves: ['token_hash'],
    ad_daily_counts: ['day', 'creative_id', 'slot'],
    shop_products: ['asin'],
    article_products: ['article_msid', 'asin'],
    affiliate_clicks: ['day', 'shop', 'product_id', 'msid'],
    slot_daily_counts: ['day', 'section', 'layout', 'region', 'variant', 'slot'],
    page_view_daily_counts: ['day', 'section', 'layout', 'msid'],
    analytics_views: ['view_key'],
    analytics_view_places: ['view_key', 'place'],
    ...marketTableKeys,
    ...promoTableKeys,
  } as const satisfies Record<keyof Database, readonly string[]>;
  const dump: Record<string, unknown[]> = {};
  for (const [table, keys] of Object.entries(byKey) as [keyof Database, readonly string[]][]) {
    let query = db.selectFrom(table).selectAll();
    for (const key of keys) query = query.orderBy(key as never);
    dump[table] = (await query.execute()).map((row) => ({ ...row }));
  }
  return dump;
}
