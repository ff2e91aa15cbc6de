import type { SiteConfig } from '../../content/editorial.ts';

/** Where the bond finder sends the reader: a GET form's action and its fixed (hidden) fields. */
export interface BondsPartner {
  action: string;
  fields: [name: string, value: string][];
}

const UTM_KEY = /^bonds_corner_utm_([a-z][a-z0-9_]{0,29})$/;
/** The reader's own choices: a configured value under these names would be overwritten. */
const READER_FIELDS = new Set(['amount', 'tenure']);
const MAX_VALUE = 200;

/**
 * AR-14: the partner page from `bonds_corner_partnerUrl` (https only, as it takes investors'
 * details; its own query is kept as fields, its fragment dropped), the `bonds_corner_utm_*`
 * campaign tags as `utm_*`, and `utm_content` naming the page the reader came from unless the
 * editors set one. Null when the address is missing or unsafe: the finder is then left out.
 */
export function readBondsPartner(config: SiteConfig, pageType: string): BondsPartner | null {
  let url: URL;
  try {
    url = new URL(config.bonds_corner_partnerUrl ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const fields = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    if (!READER_FIELDS.has(name)) fields.set(name, value.slice(0, MAX_VALUE));
  }
  for (const [key, raw] of Object.entries(config)) {
    const tag = UTM_KEY.exec(key)?.[1];
    const value = raw.trim().slice(0, MAX_VALUE);
    if (tag && value) fields.set(`utm_${tag}`, value);
  }
  if (!fields.has('utm_content')) fields.set('utm_content', pageType);
  return { action: `${url.origin}${url.pathname}`, fields: [...fields] };
}
