import type { LayoutContext, WidgetContract } from '@newsroom/composer';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ContentClient } from '../content/client.ts';
import type { Article } from '../content/schemas.ts';
import type { Video } from '../content/videos.ts';

/** What a widget's loader may use: the backend client, the page's context and its article. */
export interface WidgetContext {
  content: ContentClient;
  page: LayoutContext;
  article?: Article;
  /** VD-02: the video of a video page (its lists leave it out; related lists are about it). */
  video?: Video;
  /**
   * The reader's session token, for the few loaders whose answer the backend decides by the
   * session (AB-04: a Prime reader's stock score). Pages are cached per reader tier, so a loader
   * may use it only for what every reader of that tier gets (loaders read `page.reader.tier`).
   */
  sessionToken?: string | null;
  /** The server's log, for a part of a widget left out while the rest shows (given by loadSlots). */
  log?: (message: string) => void;
}

/** The part of a widget that layouts and editors' tools need: no React, importable from Node. */
export interface Contract<P extends Record<string, unknown>> extends WidgetContract {
  props: z.ZodType<P>;
}

/**
 * One registry entry (DESIGN.md "A widget"): the contract, data loaded on the server under a
 * deadline, and a view that renders from data alone.
 */
export interface SiteWidget<P extends Record<string, unknown>, D> extends Contract<P> {
  load(ctx: WidgetContext, props: P): Promise<D>;
  View: ComponentType<{ props: P; data: D }>;
}

// The registry holds widgets of many prop and data types; each is type-checked where defined.
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous registry, checked by defineWidget
export type AnyWidget = SiteWidget<any, any>;

export function defineWidget<P extends Record<string, unknown>, D>(
  contract: Contract<P>,
  parts: Pick<SiteWidget<P, D>, 'load' | 'View'>,
): AnyWidget {
  return { ...contract, ...parts };
}
