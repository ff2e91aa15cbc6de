// Row types of the article promotions' tables (migrations 0023 and 0027): the course carousel's
// courses (AB-05), the Grandmasters series and leaders, and the provider's login tickets (AB-18).

/** AB-05: one of the partner's courses, in its category. */
export interface CourseTable {
  id: number;
  course_code: string;
  /** `{code}-{label}`; the two parts are split at the first hyphen (the label may hold more). */
  category_key: string;
  category_position: number;
  position: number;
  course_name: string;
  college_name: string;
  college_logo_id: number;
  site_link: string;
  duration: string;
  /** `YYYY-MM-DD`. */
  start_date: string;
  /** JSON list of texts. */
  skills_json: string;
}

/** AB-18: a Grandmasters series of the masterclass portal. */
export interface GrandmasterSeriesTable {
  id: number;
  name: string;
  slug: string;
  synopsis: string;
  image_id: number;
  position: number;
}

/** AB-18: a leader who speaks in a series (the spec's speaker). */
export interface GrandmasterLeaderTable {
  id: number;
  series_id: number;
  slug: string;
  name: string;
  designation: string;
  company: string;
  image_id: number;
  position: number;
}

/** AB-18: a one-time login ticket for the masterclass provider's form (hashes only). */
export interface ProviderTicketTable {
  ticket_hash: string;
  token_hash: string;
  reader_id: number;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PromoDatabase {
  courses: CourseTable;
  grandmaster_series: GrandmasterSeriesTable;
  grandmaster_leaders: GrandmasterLeaderTable;
  provider_tickets: ProviderTicketTable;
}

/** Each table's key, for dumps in a stable order. */
export const promoTableKeys = {
  courses: ['id'],
  grandmaster_series: ['id'],
  grandmaster_leaders: ['id'],
  provider_tickets: ['ticket_hash'],
} as const satisfies Record<keyof PromoDatabase, readonly string[]>;
