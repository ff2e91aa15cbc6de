/**
 * AB-21: which disclaimer a story carries, by its agency and its date (spec §5). The spec gives
 * the agencies and two cutoffs without their effect; this is the reading recorded in the report:
 *
 * - Stories published up to the end of 14 June 2021 IST (timestamp 1623695399000, 23:59:59 IST)
 *   carry no disclaimer: they predate the disclaimers, and their pages stay as they were.
 * - From then until 22 March 2022, a story of one of the agencies carries the one partner
 *   disclaimer they all had (`partner`).
 * - From 23 March 2022 (IST) each agency carries its own.
 * - Every other agency: none.
 */

export const DISCLAIMER_AGENCIES = [
  'the feed',
  'et contributors',
  'smartkarma plus - india',
  'team productline',
  'et spotlight',
  'et spotlight special',
] as const;

/** The last moment without disclaimers: 2021-06-14 23:59:59 IST. */
export const DISCLAIMERS_AFTER_MS = 1623695399000;
/** The first day (IST) of each agency's own disclaimer: 2022-03-23 00:00 IST. */
export const OWN_DISCLAIMERS_FROM = '2022-03-23';
const OWN_DISCLAIMERS_FROM_MS = Date.parse(`${OWN_DISCLAIMERS_FROM}T00:00:00+05:30`);

/** The config key (`GET /config?key=disclaimers`) all the disclaimers come under. */
export const DISCLAIMERS_CONFIG_KEY = 'disclaimers';

/** An agency's name as compared: compatibility-normalised, lower case, single spaces, no hyphen spacing quirks. */
export function agencyKey(agency: string): string {
  return agency
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, ' - ')
    .trim();
}

const known = new Set<string>(DISCLAIMER_AGENCIES);

/**
 * The config entry of the story's disclaimer (`disclaimers_the_feed`, `disclaimers_partner`…),
 * or null for none. A date that cannot be read is taken as recent (the agency's own disclaimer):
 * a disclaimer too many is harmless, one missing is not.
 */
export function disclaimerEntry(agency: string | undefined, published: string | undefined): string | null {
  if (!agency || agency.length > 100) return null;
  const key = agencyKey(agency);
  if (!known.has(key)) return null;
  const at = published ? Date.parse(published) : Number.NaN;
  if (!Number.isNaN(at)) {
    if (at <= DISCLAIMERS_AFTER_MS) return null;
    if (at < OWN_DISCLAIMERS_FROM_MS) return 'disclaimers_partner';
  }
  return `disclaimers_${key.replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}
