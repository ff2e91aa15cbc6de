/** The seed's "now": every date in the demo data is at or before this moment. */
export const seedNowMs = Date.parse('2026-11-20T20:00:00+05:30');

export const minuteMs = 60_000;
