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

export interface AnalyticsDatabase {
  slot_daily_counts: SlotDailyCountTable;
  page_view_daily_counts: PageViewDailyCountTable;
}
