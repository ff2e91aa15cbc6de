import { type Layout, type LayoutContext, resolveLayout } from '@newsroom/composer';
import type { ReactNode } from 'react';
import type { ArticleModel } from '../article/articleModel.ts';
import { loadSlots } from '../layout/regions.tsx';
import type { PageResult } from '../lib/pageResult.tsx';
import { articleHead } from './articleHead.ts';
import type { PageDeps } from './kit/pageDeps.ts';
import { PremiumArticlePage } from './PremiumArticlePage.tsx';

/**
 * AB-10: the premium article page's body and head, laid out by layouts/article-premium.json (the
 * caller has decided this reader gets it: articleLayoutKind). Every region loads at once, each
 * widget under the deadline; a widget that fails is left out, never the page.
 */
export async function premiumArticlePage(
  model: ArticleModel,
  page: LayoutContext,
  layout: Layout,
  deps: Pick<PageDeps, 'content' | 'log' | 'widgetDeadlineMs' | 'missing' | 'origin' | 'sessionToken'>,
  maxAge: number,
  recorder?: ReactNode,
): Promise<PageResult> {
  const { content, log, widgetDeadlineMs, missing } = deps;
  const { article } = model;
  const slots = resolveLayout(layout, page).regions;
  const ctx = { content, page, article, sessionToken: deps.sessionToken ?? null };
  const [top, toolbar, left, right, inserts] = await Promise.all(
    (['top', 'toolbar', 'left', 'right', 'inserts'] as const).map((region) =>
      loadSlots(slots[region], ctx, widgetDeadlineMs, log, missing),
    ),
  );
  return {
    status: 200,
    maxAge,
    head: articleHead(model, deps.origin),
    body: (
      <PremiumArticlePage
        article={article}
        top={top!}
        toolbar={toolbar!}
        left={left!}
        right={right!}
        inserts={inserts!}
        recorder={recorder}
      />
    ),
  };
}
