// X-02 analytics tables (store/migrations/0030-analytics.ts).

export interface SlotDailyCountTable {
  day: string;
  layout: string;
  region: string;
  variant: string;
  slot: string;
  section: string;
  impressions: number | string;
  clicks: number | string;
}

export interface PageViewDailyCountTable {
  day: string;
  layout: string;
  section: string;
  msid: string;
  views: number | string;
}

/** Hardening (issue 26.3): one page view's event count (migration 0036). */
export interface AnalyticsViewTable {
  view_key: string;
  events: number;
  expires_at: number | string;
}

/** Hardening (issue 26.3): the places a view has counted (its impressions, page view, clicks). */
export interface AnalyticsViewPlaceTable {
  view_key: string;
  place: string;
  clicked: number;
  expires_at: number | string;
}

export interface AnalyticsDatabase {
  slot_daily_counts: SlotDailyCountTable;
  page_view_daily_counts: PageViewDailyCountTable;
  analytics_views: AnalyticsViewTable;
  analytics_view_places: AnalyticsViewPlaceTable;
}
