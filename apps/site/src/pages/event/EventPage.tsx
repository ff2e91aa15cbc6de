import { Chrome } from '../Chrome.tsx';
import type { SiteEvent } from './events.ts';

/** An event's page: its name, what the editors say of it, and the other events. */
export function EventPage({ event, others }: { event: SiteEvent; others: readonly SiteEvent[] }) {
  return (
    <Chrome>
      <article className="event-page">
        <p className="event-page__kicker">Ledger Live Events</p>
        <h1 className="event-page__title">{event.title}</h1>
        {event.image && (
          <img className="event-page__picture" src={event.image} alt="" width={600} height={250} />
        )}
        {event.text && <p className="event-page__text">{event.text}</p>}
        <p className="event-page__note">
          Registration opens closer to the date; the programme and speakers are announced here and in the
          newsletter.
        </p>
        {others.length > 0 && (
          <section className="event-page__others" aria-labelledby="other-events">
            <h2 id="other-events" className="widget__title">
              More events
            </h2>
            <ul className="widget__list widget__list--ruled">
              {others.map((other) => (
                <li key={other.path}>
                  <a href={other.path}>{other.title}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </Chrome>
  );
}
