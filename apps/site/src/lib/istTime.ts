// AB-22: the publication keeps India time (+05:30, no daylight saving) everywhere.
import { IST_OFFSET_MS } from '@newsroom/rules/ist-clock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11-20T09:15:00+05:30`, or null for a missing or unreadable date. */
export function toIstIso(value: string | undefined): string | null {
  const date = parse(value);
  if (!date) return null;
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** `Nov 20, 2026, 09:15 AM IST`, as printed in bylines. */
export function formatIst(value: string | undefined): string | null {
  const date = parse(value);
  if (!date) return null;
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[ist.getUTCMonth()]} ${ist.getUTCDate()}, ${ist.getUTCFullYear()}, ${pad(h12)}:${pad(ist.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/** The India-time hour (0–23) and weekday (0 = Sunday) of an instant: page context for layouts. */
export { istClock } from '@newsroom/rules/ist-clock';
