/** VD-02: a video's length as a clock reads it: `0:45`, `12:05`, `1:02:03`. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** VD-02: how often it was watched, short: `950 views`, `1.2K views`, `1 view`. */
export function formatViews(views: number): string {
  return views === 1 ? '1 view' : `${compact.format(Math.max(0, views))} views`;
}

/** ISO 8601 duration for the VideoObject's `duration` (AB-22 structured data): `PT1M5S`. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}
