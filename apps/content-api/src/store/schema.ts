import type { Generated } from 'kysely';
import type { AnalyticsDatabase } from '../analytics/schema.ts';
import type { MarketDatabase } from '../markets/schema.ts';
import type { PromoDatabase } from '../promos/schema.ts';
import type { AdsAndShopDatabase } from './ads-schema.ts';

// Row types of the content store. Column types are kept to integer and text so one set of
// migrations runs on SQLite and PostgreSQL; JSON documents are stored as text, flags as 0/1,
// and times as ISO 8601 text with the fixed +05:30 offset, which sorts correctly as text.

export interface SectionTable {
  id: number;
  parent_id: number | null;
  name: string;
  seopath: string;
  position: number;
  /** Editorial metadata of the section's list, e.g. the match id of a cricket list. */
  metainfo_json: string | null;
}

export interface ImageTable {
  id: number;
  width: number;
  height: number;
  /** Drives the generated picture, so the same row always draws the same picture. */
  seed: number;
  palette: string;
  motif: string;
}

export interface AuthorTable {
  id: number;
  name: string;
  /** Empty when the author has no author page. */
  seoname: string;
  author_type: 'STAFF' | 'GUEST';
  designation: string;
  pubname: string;
  bio: string;
  image_id: number;
}

export interface ArticleTable {
  msid: number;
  section_id: number;
  kind: 'article' | 'video' | 'slideshow' | 'liveblog';
  title: string;
  slug: string;
  synopsis: string;
  art_summary: string;
  published_at: string;
  updated_at: string;
  image_id: number;
  image_caption: string;
  image_agency: string;
  agency: string;
  seo_title: string;
  seo_description: string;
  /** The storyJSON tree. */
  body_json: string;
  /** Counted from the body when the article is stored. */
  word_count: number;
  /** Editorial metainfo entries as `{ name: value }`; NumberOfWords comes from word_count. */
  metainfo_json: string;
  highlights_json: string;
  /** `{ title, data: [{ url, title }] }` or null. */
  seo_links_json: string | null;
  featured_video_msid: number | null;
  host_id: string;
  hide_ads: Generated<number>;
  prime: Generated<number>;
  prime_blocker: Generated<number>;
  adaptive: Generated<number>;
  /** AB-07: the structured data does not mark the paywalled part. */
  remove_paywall_schema: Generated<number>;
  /** Whether the article belongs in the latest-news list. */
  latest_news: Generated<number>;
}

export interface ArticleAuthorTable {
  article_msid: number;
  author_id: number;
  position: number;
}

/** A hand-made list (AR-14 Bonds Corner), answered by `type=plist` as a section is. */
export interface CuratedListTable {
  id: number;
  name: string;
  seopath: string;
}

export interface CuratedListItemTable {
  list_id: number;
  msid: number;
  position: number;
}

export interface RelatedLinkTable {
  article_msid: number;
  related_msid: number;
  position: number;
}

export interface KeywordTable {
  id: number;
  title: string;
  slug: string;
}

export interface ArticleKeywordTable {
  article_msid: number;
  keyword_id: number;
  position: number;
}

/** AB-04: a listed company the story is about (`taggedcomp`), in the editors' order. */
export interface ArticleCompanyTable {
  article_msid: number;
  company_id: number;
  position: number;
}

/**
 * AB-25 chat assistant: one row per story and word of its title, keywords or synopsis, weighted
 * by where the word is (store/article-terms.ts); a question's words find stories by `term`.
 */
export interface ArticleTermTable {
  term: string;
  article_msid: number;
  weight: number;
}

export interface CommentTable {
  id: Generated<number>;
  msid: number;
  /** The comment replied to; null for a thread's first comment. */
  parent_id: number | null;
  /** The thread's first comment; null for that comment itself. */
  root_id: number | null;
  author_name: string;
  author_email: string;
  location: string;
  author_image_id: number | null;
  status_points: Generated<number>;
  text: string;
  created_at: string;
  agree: Generated<number>;
  disagree: Generated<number>;
}

export interface ReaderTable {
  /** Seeded readers carry their ids; readers made by AB-09's code sign-in get the next one. */
  id: Generated<number>;
  /** The reader's public id, as the publisher's single sign-on calls it. */
  ssoid: string;
  /** Lower case; the sign-in name. */
  email: string;
  first_name: string;
  /** `scrypt$N$r$p$salt$hash` (auth/passwords.ts); never the password itself. */
  password_hash: string;
  /** Space-separated, e.g. `editor`; empty for readers. */
  roles: string;
  /** `annual` or `trial` once the reader has subscribed; null for a reader who never has. */
  prime_plan: string | null;
  /** Prime until this time; a past time means an expired subscription. */
  prime_until: string | null;
  trial_eligible: number;
  /** 1 while the reader may take the first-time offer (AR-16: no Prime nudge bar); 0 otherwise. */
  first_time_eligible: Generated<number>;
  created_at: string;
  /** AB-09: E.164 (+91…) for a reader who signed in by mobile number; null otherwise. Unique. */
  mobile: string | null;
  /** VD-04: 1 for a reader with the pink (ad-free) pass, migration 0020; Prime includes it. */
  ad_free: Generated<number>;
}

export interface ReaderSessionTable {
  /** SHA-256 of the session token, hex; the token itself is never stored. */
  token_hash: string;
  reader_id: number;
  created_at: string;
  expires_at: string;
}

/** Who posted a reader's comment, and the idempotency key it came with; seeded comments have none. */
export interface CommentSubmissionTable {
  comment_id: number;
  reader_id: number | null;
  /** The `uid` form field (the browser's id), when sent. */
  uid: string | null;
  /** The rate-limit identity: `reader:{id}` or `ip:{address}`. */
  client: string;
  idempotency_key: string | null;
  /** SHA-256 of what was posted, to tell a retry from a different comment under the same key. */
  request_hash: string;
  created_at: string;
}

export interface CommentVoteTable {
  comment_id: number;
  /** `reader:{id}` signed in, `anon:{site's id}` or `ip:{address}` anonymous (`uid:` in old rows). */
  voter: string;
  /** 100 agree, 101 disagree. */
  typeid: number;
  created_at: string;
}

/** AR-07: the addresses anonymous votes came from, one per comment (migration 0035). */
export interface CommentVoteAddressTable {
  comment_id: number;
  address: string;
  created_at: string;
}

export interface AbuseReportTable {
  id: Generated<number>;
  comment_id: number;
  msid: number;
  host_id: string | null;
  channel_id: string | null;
  commenter_id: string | null;
  reason: string;
  /** The free text of reason `Others`; null for the other reasons. */
  reason_text: string | null;
  user_name: string | null;
  logged_in: number;
  ssoid: string | null;
  uid: string | null;
  /** The signed-in reader who reported, when there was a session. */
  reader_id: number | null;
  client: string;
  created_at: string;
}

/** AR-08: a mail-this-article request, queued until sent over SMTP (or kept when none is set). */
export interface MailOutboxTable {
  id: Generated<number>;
  msid: number;
  sender_name: string;
  reply_to: string;
  /** Normalised recipients joined with ", ". */
  recipients: string;
  subject: string;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  reader_id: number | null;
  client: string;
  created_at: string;
  sent_at: string | null;
}

/** AR-08: proof-of-work challenges already used (replays are refused until they expire). */
export interface CaptchaSpentTable {
  challenge: string;
  /** Epoch ms. */
  expires_at: number;
}

/** Hardening #16: recipients a mail sender has mailed on one day (India time). */
export interface MailSenderDayTable {
  /** `reader:{id}`, `anon:{anonymous reader id}` or `ip:{address}`. */
  sender: string;
  /** YYYY-MM-DD. */
  day: string;
  recipients: number;
}

/** AR-10: a story a signed-in reader saved; one row per reader and story. */
export interface BookmarkTable {
  reader_id: number;
  msid: number;
  /** Epoch ms of the save. */
  saved_at: number;
}

/** AB-08: one story a reader opened on one India day, and what the adaptive paywall answered. */
export interface PaywallReadTable {
  /** `reader:{id}` or `anon:{anonymous reader id}`. */
  reader: string;
  /** YYYY-MM-DD, India time. */
  day: string;
  msid: number;
  premium: number;
  adaptive: number;
  bureau: number;
  hit: number;
  score: number;
}

/** AB-08: a reader's running metering profile (the answer's userProfileDto). */
export interface PaywallReaderTable {
  reader: string;
  last_day: string;
  days_active: Generated<number>;
  lifetime_free: Generated<number>;
  lifetime_paid: Generated<number>;
  lifetime_bureau: Generated<number>;
  hits_paywall: Generated<number>;
  continuous_hits: Generated<number>;
}

/** AB-09: a plan the plans page offers; readers.prime_plan holds its id once subscribed. */
export interface PrimePlanTable {
  /** `monthly`, `annual` or `trial`. */
  id: string;
  name: string;
  price_rupees: number;
  /** `month`, `year` or `trial`. */
  period: string;
  duration_days: number;
  trial_days: number;
  /** JSON array of strings. */
  includes_json: string;
  position: number;
}

/** AB-17: a Prime story a reader opened; at most 16 per reader, none older than 30 days. */
export interface PrimeReadTable {
  reader_id: number;
  msid: number;
  /** YYYY-MM-DD (India) of the last opening. */
  day: string;
  /** Epoch ms of the last opening. */
  read_at: number;
}

/** AB-09: a one-time sign-in code sent to an e-mail address or mobile number. */
export interface SignInCodeTable {
  /** The challenge id (16 random bytes, base64url). */
  id: string;
  channel: 'email' | 'mobile';
  /** Normalised (@newsroom/rules/one-time-code). */
  address: string;
  /** SHA-256 hex of `${id}:${code}`; the code itself is never stored here. */
  code_hash: string;
  client: string;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  state: 'open' | 'used' | 'replaced';
}

/** AB-09: codes sent in a send count's current hour. */
export interface SignInSendTable {
  /**
   * The count's key (the column kept its first name): `to:{recipient}|from:{client}` or
   * `from:{client}`, the client `ip:{IPv4}` or `ip6:{/64}` (Hardening, issue 26.4).
   */
  address: string;
  /** Epoch ms of the hour's first code. */
  window_start: number;
  sends: number;
}

/** AB-09: a text message waiting for an SMS gateway (the demo has none). */
export interface SmsOutboxTable {
  id: Generated<number>;
  recipient: string;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  client: string;
  created_at: string;
}

/** AB-14: a poll; the newest whose `starts_at` has come is the poll of the day. */
export interface PollTable {
  msid: number;
  title: string;
  /** IST, e.g. `2026-11-20T06:00:00+05:30`. */
  starts_at: string;
}

/** AB-14: one answer of a poll. */
export interface PollOptionTable {
  poll_msid: number;
  optionno: number;
  description: string;
}

/** AB-14: one voter's vote on one poll (the primary key keeps it to one). */
export interface PollVoteTable {
  poll_msid: number;
  /** `reader:{id}`, or `seed:{n}` for the demo's own votes. */
  voter: string;
  optionno: number;
  created_at: string;
}

/** AB-13: a newsletter; `section_id` null for the general one. */
export interface NewsletterTable {
  sid: string;
  name: string;
  section: string;
  section_id: number | null;
  description: string;
  sample_link: string;
  position: number;
}

/** AB-13: an address signed up to a newsletter, pending until its mailed link is opened. */
export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  sid: string;
  email: string;
  status: 'pending' | 'confirmed';
  token_hash: string;
  link_expires_at: string;
  mailed_at: string;
  created_at: string;
  confirmed_at: string | null;
  reader_id: number | null;
  client: string;
}

/** HM-04: the market expert behind a market moguls story (migration 0018). */
export interface MarketMogulTable {
  msid: number;
  expert_name: string;
  designation: string;
  organization: string;
  image_id: number;
  /** Order on the moguls' list (0 first). */
  position: number;
}

/** AB-20: an editorial document that is no story, answered by `type=getdetails` (migration 0018). */
export interface DetailDocumentTable {
  msid: number;
  title: string;
  /** Entries as stored for articles: `{"Name": "value"}`. */
  metainfo_json: string;
}

/** VD-01: what a video story plays and how often it was watched (migration 0020). */
export interface VideoTable {
  msid: number;
  /** The video platform's id, as the spec's `slikeid`; a real player takes over by it. */
  slike_id: string;
  /** The spec's `playertype`. */
  player_type: string;
  /** The shipped media clip (`media/clips/{clip}.webm` and `.mp4`). */
  clip: string;
  duration_seconds: number;
  views: Generated<number>;
}

/** A live blog's update (migration 0020); ids grow with every post, so `after` pages forward. */
export interface LiveBlogUpdateTable {
  id: Generated<number>;
  msid: number;
  posted_at: string;
  title: Generated<string>;
  /** storyJSON: a root node holding the update's paragraphs and embeds. */
  body_json: string;
  posted_by: number | null;
  request_key: string | null;
}

/** HM-08, HM-09: an editor's value for one entry of the site configuration. */
export interface SiteConfigValueTable {
  config_key: string;
  name: string;
  value: string;
  updated_at: number;
  updated_by: number | null;
}

/** ED-04: one saved version of a page kind's layout (migration 0033). */
export interface LayoutVersionTable {
  page_kind: string;
  version: number;
  body: string;
  note: string;
  reverted_from: number | null;
  /** PostgreSQL answers a bigint as text: read it through Number(). */
  created_at: number | string;
  created_by: number | null;
}

/** Issue 18: one client's token bucket of one limit, shared by every backend instance (PostgreSQL). */
export interface RateBucketTable {
  limiter: string;
  client: string;
  tokens: number;
  at: number;
  allowed: boolean;
}

/** Issue 18: an editorial change the site instances purge their caches for. */
export interface ContentChangeTable {
  id: Generated<number>;
  kind: 'story' | 'list' | 'config';
  ref: string;
  changed_at: number;
}

export interface Database extends MarketDatabase, AdsAndShopDatabase, PromoDatabase, AnalyticsDatabase {
  sections: SectionTable;
  images: ImageTable;
  authors: AuthorTable;
  articles: ArticleTable;
  article_authors: ArticleAuthorTable;
  related_links: RelatedLinkTable;
  curated_lists: CuratedListTable;
  curated_list_items: CuratedListItemTable;
  keywords: KeywordTable;
  article_keywords: ArticleKeywordTable;
  article_companies: ArticleCompanyTable;
  article_terms: ArticleTermTable;
  comments: CommentTable;
  readers: ReaderTable;
  reader_sessions: ReaderSessionTable;
  comment_submissions: CommentSubmissionTable;
  comment_votes: CommentVoteTable;
  comment_vote_addresses: CommentVoteAddressTable;
  abuse_reports: AbuseReportTable;
  mail_outbox: MailOutboxTable;
  captcha_spent: CaptchaSpentTable;
  mail_sender_days: MailSenderDayTable;
  bookmarks: BookmarkTable;
  paywall_reads: PaywallReadTable;
  paywall_readers: PaywallReaderTable;
  prime_plans: PrimePlanTable;
  prime_reads: PrimeReadTable;
  sign_in_codes: SignInCodeTable;
  sign_in_sends: SignInSendTable;
  sms_outbox: SmsOutboxTable;
  polls: PollTable;
  poll_options: PollOptionTable;
  poll_votes: PollVoteTable;
  newsletters: NewsletterTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  market_moguls: MarketMogulTable;
  detail_documents: DetailDocumentTable;
  videos: VideoTable;
  liveblog_updates: LiveBlogUpdateTable;
  site_config_values: SiteConfigValueTable;
  layout_versions: LayoutVersionTable;
  rate_buckets: RateBucketTable;
  content_changes: ContentChangeTable;
  prime_checkouts: PrimeCheckoutTable;
  payment_events: PaymentEventTable;
  trial_claims: TrialClaimTable;
  demo_pay_checkouts: DemoPayCheckoutTable;
}

/** PS-04: a reader's purchase of a paid plan; pending until the provider confirms it (migration 0034). */
export interface PrimeCheckoutTable {
  id: string;
  reader_id: number;
  plan_id: string;
  amount_rupees: number;
  provider: string;
  provider_checkout_id: string | null;
  status: 'pending' | 'paid';
  /** Epoch ms. */
  created_at: number;
  paid_at: number | null;
  prime_until: string | null;
}

/** PS-04: a provider's confirmation, once per event id. */
export interface PaymentEventTable {
  /** `{provider}:{event id}`. */
  event_key: string;
  checkout_id: string;
  received_at: number;
}

/** a person who has had the free trial, by mailbox or mobile (@newsroom/rules/trial-identity). */
export interface TrialClaimTable {
  identity: string;
  reader_id: number | null;
  claimed_at: number;
}

/** PS-04: the demo payment provider's own record of a checkout it hosts. */
export interface DemoPayCheckoutTable {
  id: string;
  reference: string;
  amount_rupees: number;
  description: string;
  customer_email: string;
  return_url: string;
  status: 'open' | 'second-step' | 'paid';
  last_error: string | null;
  event_body: string | null;
  created_at: number;
}
