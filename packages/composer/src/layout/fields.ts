import type { LayoutContext } from './context.ts';
import { articlePageKinds, type PageKind, sectionPageKinds } from './pageKinds.ts';

export type FieldType =
  | { kind: 'string' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'strings' }
  | { kind: 'enum'; values: readonly string[] };

export interface FieldSpec {
  type: FieldType;
  /** Page kinds where the field has a value; elsewhere naming it is a layout fault. */
  pages?: readonly PageKind[];
  description: string;
  read(context: LayoutContext): unknown;
}

const text: FieldType = { kind: 'string' };
const flag: FieldType = { kind: 'boolean' };
const count = (max: number): FieldType => ({ kind: 'number', min: 0, max });
const article = (
  description: string,
  type: FieldType,
  read: (facts: NonNullable<LayoutContext['article']>) => unknown,
): FieldSpec => ({
  type,
  pages: articlePageKinds,
  description,
  read: (c) => (c.article ? read(c.article) : undefined),
});

/** Every field a condition may name, with its type: the language's vocabulary. */
export const fields: Readonly<Record<string, FieldSpec>> = {
  'article.subsec1': article('Top section id of the article, e.g. "13352306"', text, (a) => a.subsec1),
  'article.subsec2': article('Second-level section id', text, (a) => a.subsec2),
  'article.subsec3': article('Third-level section id', text, (a) => a.subsec3),
  'article.words': article('Words in the body (metainfo NumberOfWords)', count(100_000), (a) => a.words),
  'article.matchId': article('metainfo Matchid, e.g. "e", "spotlight", "1"', text, (a) => a.matchId),
  'article.hostId': article('Host id: "364" premium, "153" adaptive', text, (a) => a.hostId),
  'article.prime': article('A Prime (premium) story', flag, (a) => a.prime),
  'article.adaptive': article('Behind the adaptive paywall', flag, (a) => a.adaptive),
  'article.hideAds': article('The article asks for no ads (hideAds, AB-23)', flag, (a) => a.hideAds),
  'article.templateLayout': article(
    'Image template 0–5 (AR-20); -1 when none',
    { kind: 'number', min: -1, max: 5 },
    (a) => a.templateLayout,
  ),
  'article.keywords': article('Keywords of the story (list)', { kind: 'strings' }, (a) => a.keywords),
  'article.relatedNews': article(
    'Related stories with title, picture and address',
    count(100),
    (a) => a.relatedNews,
  ),
  'article.businessUsageType': article(
    'metainfo BusinessUsageType, e.g. "Column"',
    text,
    (a) => a.businessUsageType,
  ),
  'article.specialId': article('metainfo SpecialID ("" when none)', text, (a) => a.specialId),
  'article.sluglines': article(
    'Both sluglines (before and after the headline) are set',
    flag,
    (a) => a.sluglines,
  ),
  'article.canonical': article('Canonical URL ("" when none)', text, (a) => a.canonical),
  'article.taggedCompanies': article(
    'Listed companies the story is tagged with (taggedcomp, AB-04)',
    count(50),
    (a) => a.taggedCompanies,
  ),
  'section.id': {
    type: text,
    pages: sectionPageKinds,
    description: 'The section a section page shows, e.g. "81582957" (section pages only)',
    read: (c) => c.section?.id,
  },
  'section.path': {
    type: text,
    pages: sectionPageKinds,
    description: 'Its site path, e.g. "/news/india" (section pages only)',
    read: (c) => c.section?.path,
  },
  'section.chain': {
    type: { kind: 'strings' },
    pages: sectionPageKinds,
    description:
      'Its ids from the top-level section down to itself (list): `eq` holds for a section and every section below it (section pages only)',
    read: (c) => c.section?.chain,
  },
  'reader.tier': {
    type: { kind: 'enum', values: ['anonymous', 'loggedIn', 'prime'] },
    description: 'Who is reading: anonymous, loggedIn or prime',
    read: (c) => c.reader.tier,
  },
  'reader.trialEligible': {
    type: flag,
    description: 'May start a free Prime trial',
    read: (c) => c.reader.trialEligible,
  },
  'reader.adFree': {
    type: flag,
    description: 'The reader has the pink (ad-free) pass, or Prime: no ads, no sponsored block (VD-04)',
    read: (c) => c.reader.adFree ?? false,
  },
  'reader.geo': {
    type: { kind: 'enum', values: ['IN', 'other'] },
    description: 'Reader in India (IN) or elsewhere (other)',
    read: (c) => c.reader.geo,
  },
  'reader.device': {
    type: { kind: 'enum', values: ['desktop', 'mobile', 'tablet'] },
    description: 'Device class of the request',
    read: (c) => c.reader.device,
  },
  'page.kind': {
    type: { kind: 'enum', values: ['article', 'home', 'category', 'video'] },
    description: 'Page kind (AB-01)',
    read: (c) => c.page.kind,
  },
  'page.paywall': {
    type: { kind: 'enum', values: ['none', 'plain', 'adaptive'] },
    description:
      'The paywall this reader meets (AB-07, AB-08): plain for a premium story and a reader who is not Prime, adaptive when the address asks for it, none otherwise',
    read: (c) => c.page.paywall,
  },
  'page.type': {
    type: text,
    description: 'Page type, e.g. "articleshow", "homepage", "markethp"',
    read: (c) => c.page.type,
  },
  'page.path': {
    type: text,
    description:
      'The address path, an article\'s own, e.g. "/top-trending-products/…/articleshow/1.cms" (AB-01: use "matches")',
    read: (c) => c.page.path ?? '',
  },
  'page.hour': {
    type: { kind: 'number', min: 0, max: 23 },
    description: 'Hour of the day, India time (0–23)',
    read: (c) => c.page.hour,
  },
  'page.weekday': {
    type: { kind: 'number', min: 0, max: 6 },
    description: 'Day of the week, India time (0 Sunday … 6 Saturday)',
    read: (c) => c.page.weekday,
  },
  'site.liveTvStatus': {
    type: { kind: 'enum', values: ['', '1', '2', 'Center', '3', '4'] },
    description: 'Live TV home_status switch (HM-09); "" when off',
    read: (c) => c.site.liveTvStatus,
  },
  'site.liveTvSlot': {
    type: { kind: 'enum', values: ['', '1', '2', '3'] },
    description: 'Live TV rhs_slot: position among the right widgets (HM-09)',
    read: (c) => c.site.liveTvSlot,
  },
  'site.iplActive': {
    type: flag,
    description:
      'The IPL score widget will show (HM-07): the IPL list names a match and its data has innings',
    read: (c) => c.site.iplActive === true,
  },
};

const QUERY_FIELD = /^url\.query\.([A-Za-z0-9_-]{1,40})$/;

/** The spec of a field name, including any `url.query.NAME` (a string); undefined if unknown. */
export function fieldSpec(name: string): FieldSpec | undefined {
  // Own names only: a layout may name `valueOf` or `constructor`, which every object inherits.
  if (Object.hasOwn(fields, name)) return fields[name];
  const query = QUERY_FIELD.exec(name);
  if (!query) return undefined;
  const key = query[1]!;
  return {
    type: text,
    description: `URL query parameter "${key}"`,
    read: (c) => (Object.hasOwn(c.url.query, key) ? c.url.query[key] : undefined),
  };
}

export function describeType(type: FieldType): string {
  switch (type.kind) {
    case 'string':
      return 'text';
    case 'number':
      return `a number from ${type.min} to ${type.max}`;
    case 'boolean':
      return 'true or false';
    case 'strings':
      return 'a list of texts';
    case 'enum':
      return `one of ${type.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default: {
      const unreachable: never = type;
      return String(unreachable);
    }
  }
}
