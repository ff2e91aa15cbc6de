import { latestFromPublisher } from './latest-from-publisher/latestFromPublisher.tsx';
import { sectionNews } from './section-news/sectionNews.tsx';
import { topNews } from './top-news/topNews.tsx';
import type { AnyWidget } from './types.ts';

/** Every widget a layout may name. Adding a widget means adding it here, and nowhere else. */
export const widgets: readonly AnyWidget[] = [latestFromPublisher, topNews, sectionNews];

export const widgetsById: ReadonlyMap<string, AnyWidget> = new Map(
  widgets.map((widget) => [widget.id, widget]),
);
