import { z } from 'zod';
import type { LayoutContext } from './context.ts';
import type { WidgetContract } from './widget.ts';

/** A small widget registry and context builder for the composer's own tests. */
export const testWidgets: WidgetContract[] = [
  {
    id: 'list',
    description: 'A list',
    hydrate: 'none',
    props: z.strictObject({
      title: z.string().default('List'),
      count: z.number().int().min(1).max(10).default(3),
    }),
  },
  {
    id: 'ad',
    description: 'An ad slot',
    hydrate: 'none',
    props: z.strictObject({ slot: z.enum(['topad', 'mrec1', 'mrec2']) }),
  },
  {
    id: 'epaper',
    description: 'Epaper',
    hydrate: 'none',
    props: z.strictObject({ first: z.enum(['wealth', 'today']) }),
  },
  {
    id: 'live-tv',
    description: 'Live TV',
    hydrate: 'visible',
    props: z.strictObject({ tall: z.boolean().default(false) }),
  },
];

export function testContext(
  overrides: {
    page?: Partial<LayoutContext['page']>;
    reader?: Partial<LayoutContext['reader']>;
    article?: Partial<NonNullable<LayoutContext['article']>> | null;
    site?: Partial<LayoutContext['site']>;
    query?: Record<string, string>;
  } = {},
): LayoutContext {
  const context: LayoutContext = {
    page: { kind: 'article', type: 'articleshow', hour: 10, weekday: 2, paywall: 'none', ...overrides.page },
    reader: { tier: 'anonymous', trialEligible: false, geo: 'IN', device: 'desktop', ...overrides.reader },
    site: { liveTvStatus: '', liveTvSlot: '', ...overrides.site },
    url: { query: overrides.query ?? {} },
  };
  if (overrides.article !== null) {
    context.article = {
      subsec1: '13352306',
      subsec2: '2146843',
      subsec3: '',
      words: 600,
      matchId: '',
      hostId: '83',
      prime: false,
      adaptive: false,
      hideAds: false,
      templateLayout: -1,
      keywords: ['Sensex', 'RBI'],
      relatedNews: 3,
      businessUsageType: 'News',
      specialId: '',
      sluglines: false,
      canonical: '',
      taggedCompanies: 0,
      ...overrides.article,
    };
  }
  return context;
}

export { type ChainedLayoutShape, chainedLayout } from './chainedLayout.ts';
