import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Layout,
  type LayoutContext,
  type PageKind,
  parseLayout,
  resolveLayout,
} from '@newsroom/composer/layout';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { repoRoot } from '../stack.ts';

export interface ResolveTime {
  p50Microseconds: number;
  p99Microseconds: number;
  runs: number;
}

/**
 * Time for the composer to resolve the article page (every region, variants and inserts) for a
 * spread of contexts: what each article request pays for the layout language.
 */
export function measureResolve(runs = 20_000): ResolveTime {
  const text = readFileSync(join(repoRoot, 'layouts', 'article.json'), 'utf8');
  const parsed = parseLayout('layouts/article.json', text, widgetContracts);
  if (!parsed.ok) throw new Error('layouts/article.json has faults: run pnpm layout check');
  return timeResolves(parsed.layout, benchContexts('article'), runs);
}

/** p50 and p99 of `runs` resolves of `layout`, the contexts taken in turn, after a warm-up. */
export function timeResolves(layout: Layout, contexts: readonly LayoutContext[], runs: number): ResolveTime {
  const warmUp = Math.min(2000, runs);
  for (let i = 0; i < warmUp; i++) resolveLayout(layout, contexts[i % contexts.length]!);
  const times = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    resolveLayout(layout, contexts[i % contexts.length]!);
    times[i] = performance.now() - start;
  }
  times.sort();
  const micro = (q: number) => Number((times[Math.floor(q * (runs - 1))]! * 1000).toFixed(2));
  return { p50Microseconds: micro(0.5), p99Microseconds: micro(0.99), runs };
}

/** A spread of readers, hours and sections for one page kind (an article only on article pages). */
export function benchContexts(kind: PageKind): LayoutContext[] {
  const sections = ['107115', '13352306', '1977021501', '359241701', '7771250', '2146846'];
  const onArticle = kind === 'article' || kind === 'article-premium' || kind === 'video';
  return sections.map((subsec1, index) => ({
    page: {
      kind,
      type: kind === 'article' || kind === 'article-premium' ? 'articleshow' : kind,
      hour: index * 4,
      weekday: index,
      paywall: index % 3 === 0 ? 'none' : 'plain',
    },
    reader: {
      tier: index % 3 === 0 ? 'prime' : 'anonymous',
      trialEligible: false,
      geo: index % 2 ? 'IN' : 'other',
      device: 'desktop',
    },
    site: { liveTvStatus: '', liveTvSlot: '' },
    url: { query: {} },
    ...(kind === 'category' ? { section: { id: subsec1, path: '/news', chain: [subsec1] } } : {}),
    ...(onArticle
      ? {
          article: {
            subsec1,
            subsec2: '82519373',
            subsec3: '',
            words: 200 + index * 150,
            matchId: '',
            hostId: '83',
            prime: kind === 'article-premium',
            adaptive: false,
            hideAds: false,
            templateLayout: -1,
            keywords: ['Income tax', 'Budget'],
            relatedNews: 3,
            businessUsageType: 'News',
            specialId: '',
            sluglines: false,
            canonical: '',
            taggedCompanies: index % 3,
          },
        }
      : {}),
  }));
}
