import type { LayoutContext } from '@newsroom/composer';
import type { Contract } from '@newsroom/contracts/contract';
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

/** What a widget's loader answers: its view's `data` (tests render views from made-up data). */
export type DataOf<W extends Pick<AnyWidget, 'load'>> = Awaited<ReturnType<W['load']>>;

/** The props a contract's schema gives its widget (defaults filled in). */
export type PropsOf<C extends Contract<Record<string, unknown>>> = z.output<C['props']>;

/**
 * A widget from its contract: its loader and its view, both typed by the contract's props. The
 * contract's own id and trigger stay literal, for the registry's checks (registry.ts). A widget
 * that hydrates gives its island as its view (`View: PollOfTheDayIsland`): the server renders the
 * component the browser wakes, so the two cannot differ.
 */
export function defineWidget<const C extends Contract<Record<string, unknown>>, D, View>(
  contract: C,
  parts: {
    load(ctx: WidgetContext, props: PropsOf<C>): Promise<D>;
    // `View` keeps the view's own type (an island's name); the intersection checks its props.
    View: View & ComponentType<{ props: PropsOf<C>; data: D }>;
  },
): C & { load(ctx: WidgetContext, props: PropsOf<C>): Promise<D>; View: View } {
  return { ...contract, ...parts };
}
