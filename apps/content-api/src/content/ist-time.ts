// The publisher works in India Standard Time, which has no daylight saving, so every time is
// written with the fixed +05:30 offset. A fixed-width form also sorts correctly as text.

const istOffsetMs = (5 * 60 + 30) * 60_000;

export function formatIst(epochMs: number): string {
  const shifted = new Date(epochMs + istOffsetMs);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not a time: ${epochMs}`);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** VD-01's date line as printed, `Nov 20, 2026, 09:15 AM IST`, from a stored +05:30 time. */
export function datelineOf(istTime: string): string {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(istTime) ?? [];
  if (!year || !month || !day || !hour || !minute) throw new RangeError(`not a stored time: ${istTime}`);
  const hours = Number(hour);
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${months[Number(month) - 1]} ${Number(day)}, ${year}, ${String(h12).padStart(2, '0')}:${minute} ${hours < 12 ? 'AM' : 'PM'} IST`;
}
