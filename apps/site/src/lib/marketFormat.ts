// How the site writes market figures (AB-04, AB-12, AB-20, HM-04): Indian digit grouping, two
// decimals for prices, a sign on every change. One module, so a price reads the same in every
// widget and page, server-rendered and after a refresh in the browser.

const rupeeDigits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRupeeDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** The typographic minus: as wide as the plus, so signed columns line up. */
const MINUS = '\u2212';

/** `₹1,23,456.70`. */
export function rupees(value: number): string {
  return `₹${rupeeDigits.format(value)}`;
}

/** `₹1,23,457` (gold and market caps are quoted in whole rupees). */
export function wholeRupees(value: number): string {
  return `₹${wholeRupeeDigits.format(Math.round(value))}`;
}

/** A price without the rupee sign (table cells under a ₹ heading): `1,23,456.70`. */
export function price(value: number): string {
  return rupeeDigits.format(value);
}

/** `+12.30`, `−4.05`, `0.00`. */
export function signedNumber(value: number): string {
  const digits = rupeeDigits.format(Math.abs(value));
  if (value > 0) return `+${digits}`;
  if (value < 0 && digits !== '0.00') return `${MINUS}${digits}`;
  return digits;
}

/** `+1.23%`, `−0.92%`, `0.00%`. */
export function signedPercent(value: number): string {
  return `${signedNumber(value)}%`;
}

export type Direction = 'up' | 'down' | 'flat';

/** Which way a change went, as the colour and the arrow show it. */
export function directionOf(change: number): Direction {
  if (change > 0 && signedNumber(change) !== '0.00') return 'up';
  if (change < 0 && signedNumber(change) !== '0.00') return 'down';
  return 'flat';
}

/** `₹149.18 lakh cr`-style short amounts for market caps: crore and lakh crore, as Indian readers read them. */
export function shortRupees(value: number): string {
  const crore = value / 1e7;
  if (crore >= 1e5) return `₹${(crore / 1e5).toFixed(2)} lakh cr`;
  if (crore >= 1) return `₹${wholeRupeeDigits.format(Math.round(crore))} cr`;
  return wholeRupees(value);
}
