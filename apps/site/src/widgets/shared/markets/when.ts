// When a market figure was taken, as readers read it: the backend writes ISO times with the IST
// offset (`2026-11-19T11:42:00+05:30`), so the text is read straight off it, with no clock or
// time zone of the machine that renders it (server and browser must agree, for hydration).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** `19 Nov 2026` from `2026-11-19…`; "" for anything else. */
export function istDate(iso: string): string {
  const match = IST_TIME.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : '';
}

/** `19 Nov` from `2026-11-19…` (a table of recent days); "" for anything else. */
export function istDayAndMonth(iso: string): string {
  return istDate(iso).replace(/ \d{4}$/, '');
}

/** `11:42 IST, 19 Nov` from `2026-11-19T11:42:00+05:30`; "" without a time. */
export function istTimeAndDay(iso: string): string {
  const match = IST_TIME.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match?.[4] || !month) return '';
  return `${match[4]}:${match[5]} IST, ${Number(match[3])} ${month}`;
}
