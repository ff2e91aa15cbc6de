import { publication } from '@newsroom/rules/publication';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { PageDeps } from '../kit/pageDeps.ts';
import { EventPage } from './EventPage.tsx';
import { eventsFromConfig } from './events.ts';

const PAGE_MAX_AGE = 60;

/**
 * `/events/{slug}`: an event the editors' configuration links (the live-events promo's cards, the
 * summit and awards banners). One it does not link is a 404; a backend that cannot give the
 * configuration is the site's 503 (ContentUnavailable from the client).
 */
export async function eventPage(
  slug: string,
  deps: Pick<PageDeps, 'content' | 'origin'>,
  notFound: () => PageResult,
): Promise<PageResult> {
  const [inarticle, common] = await Promise.all([
    deps.content.editorial.config('inarticle_events'),
    deps.content.editorial.config('common'),
  ]);
  const events = eventsFromConfig(inarticle, common);
  const path = `/events/${slug}`;
  const event = events.find((each) => each.path === path);
  if (!event) return notFound();
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${event.title} | ${publication.name}`,
      description: event.text || event.title,
      canonical: `${deps.origin}${path}`,
    },
    body: <EventPage event={event} others={events.filter((each) => each !== event)} />,
  };
}
