import type { WidgetContract } from '@newsroom/composer';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ContentClient } from '../content/client.ts';
import type { Article } from '../content/schemas.ts';
import type { PageContext } from '../server/pageContext.ts';

/** What a widget's loader may use: the backend client and the page it is placed on. */
export interface WidgetContext {
  content: ContentClient;
  page: PageContext;
  article?: Article;
}

/**
 * One registry entry (DESIGN.md "A widget"): props checked by the layout loader, data loaded on
 * the server under a deadline, a view that renders from data alone.
 */
export interface SiteWidget<P extends Record<string, unknown>, D> extends WidgetContract {
  props: z.ZodType<P>;
  load(ctx: WidgetContext, props: P): Promise<D>;
  View: ComponentType<{ props: P; data: D }>;
}

// The registry holds widgets of many prop and data types; each is type-checked where defined.
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous registry, checked by defineWidget
export type AnyWidget = SiteWidget<any, any>;

export function defineWidget<P extends Record<string, unknown>, D>(widget: SiteWidget<P, D>): AnyWidget {
  return widget;
}
