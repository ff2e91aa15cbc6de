import type { LayoutContext } from '@newsroom/composer';
import type { LayoutSource } from '@newsroom/composer/layout/store';
import type { ContentClient } from '../../content/client.ts';
import type { Log, MissingData } from '../../layout/regions.tsx';

/** What every page's loader is given: the request, the reader's context and the site's sources. */
export interface PageDeps {
  url: URL;
  context: LayoutContext;
  content: ContentClient;
  /** The store's layouts; the draft preview lays an editor's draft over them (ED-04). */
  layouts: LayoutSource;
  log: Log;
  widgetDeadlineMs: number;
  /** The site's public origin (SITE_ORIGIN): canonical links and JSON-LD. */
  origin: string;
  /** Hears of every widget left out because the backend failed it: the page is incomplete. */
  missing?: MissingData;
  /** The editors' preview lays its choices over the context (ED-03). */
  adjust?: (context: LayoutContext) => LayoutContext;
  /** Rendering for the preview frame: keep the requested address, do not redirect. */
  preview?: boolean;
  /** The reader's session token, passed on so the backend decides what of a premium story they get. */
  sessionToken?: string | null;
  /** AB-06: the article as a fragment to stack below another (no document, no redirect). */
  stacked?: boolean;
  /** The request's time (the context's hour and weekday come from it); the clock's now when absent. */
  now?: Date;
}
