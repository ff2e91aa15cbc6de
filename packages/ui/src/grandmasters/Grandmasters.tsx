import { type GrandmastersCards, grandmastersMachine, type LoginTicket } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { Carousel } from '../carousel/Carousel.tsx';

/**
 * AB-18 grandmasters carousel, headless: the series before 12:00 of the reader's own clock and
 * the leaders after (`grandmastersMachine`), in cards that step 210 px at a time with previous and
 * next disabled at the ends (the shared carousel, on Embla).
 *
 * A card is a link to its Grandmasters page, so it works before and without script. Once awake,
 * a plain click asks for the reader's login ticket (`loadTicket`): with a ticket and token the
 * provider's form is posted (hidden token-id, ticket-id, ru, client-id, site-app-code); without,
 * the link's page opens. A click with a modifier key (a new tab) is left to the browser.
 */

export const GRANDMASTERS_STEP_PX = 210;

export interface GrandmastersCard {
  key: string;
  /** The card's Grandmasters page (a site path). */
  href: string;
  /** Where the provider sends the reader back to (a site path). */
  ru: string;
  /** What the card shows, inside its link. */
  content: ReactNode;
  /** The link's accessible name, when the content alone does not say it well. */
  label?: string;
}

export interface GrandmastersProvider {
  /** The provider's form address (`/p/r`). */
  action: string;
  clientId: string;
  siteAppCode: string;
}

export interface GrandmastersProps extends Omit<ComponentProps<'section'>, 'children'> {
  series: readonly GrandmastersCard[];
  leaders: readonly GrandmastersCard[];
  /** The hour the page was made for (India time); the reader's own clock corrects it. */
  hour: number;
  /** The reader's login ticket and token, or null (not signed in). */
  loadTicket: () => Promise<LoginTicket | null>;
  provider: GrandmastersProvider;
  /** The heading for the cards shown. */
  heading: (cards: GrandmastersCards) => ReactNode;
  /** Where a click goes without a ticket (the browser's navigation by default; stories replace it). */
  navigate?: (href: string) => void;
  /** The reader's hour now (the browser's clock by default; stories replace it). */
  localHour?: () => number;
  /** Forces reduced motion on or off (steps jump); by default the reader's preference. */
  reducedMotion?: boolean;
  classNames?: Partial<Record<'viewport' | 'card' | 'link' | 'controls' | 'arrow' | 'heading', string>>;
}

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Grandmasters({
  series,
  leaders,
  hour,
  loadTicket,
  provider,
  heading,
  navigate = (href) => window.location.assign(href),
  localHour = () => new Date().getHours(),
  reducedMotion,
  classNames = {},
  ...props
}: GrandmastersProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const calls = useRef({ loadTicket, navigate, localHour });
  calls.current = { loadTicket, navigate, localHour };
  const machine = useMemo(
    () =>
      grandmastersMachine.provide({
        actors: { loginTicket: fromPromise(() => calls.current.loadTicket()) },
        actions: {
          postForm: (_, { ticket, ru }) => {
            const form = formRef.current;
            if (!form) return;
            const set = (name: string, value: string) => {
              const input = form.elements.namedItem(name);
              if (input instanceof HTMLInputElement) input.value = value;
            };
            set('ticket-id', ticket.ticketId);
            set('token-id', ticket.tokenId);
            set('ru', ru);
            form.submit();
          },
          navigate: (_, { href }) => calls.current.navigate(href),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { hour } });
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // The reader's own clock decides once the page is in their browser.
  useEffect(() => actor.send({ type: 'CLOCK', hour: calls.current.localHour() }), [actor]);

  const shown = cards === 'series' ? series : leaders;
  if (shown.length === 0) return null;
  return (
    <section {...props} data-state={cards} aria-busy={busy || undefined}>
      {heading(cards)}
      <Carousel.Root
        // A new set of cards starts at its first.
        key={cards}
        slides={shown.length}
        autoplay={false}
        {...(reducedMotion !== undefined ? { reducedMotion } : {})}
        aria-label={cards === 'series' ? 'Grandmasters series' : 'Grandmasters leaders'}
      >
        <Carousel.Viewport className={classNames.viewport}>
          {shown.map((card, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not form fields
            <div
              key={card.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${shown.length}`}
              className={classNames.card}
              style={{ flex: `0 0 ${GRANDMASTERS_STEP_PX}px`, minWidth: 0 }}
            >
              <a
                className={classNames.link}
                href={card.href}
                aria-label={card.label}
                onClick={(event) => {
                  if (event.defaultPrevented || !plainClick(event)) return;
                  event.preventDefault();
                  actor.send({ type: 'OPEN', href: card.href, ru: card.ru });
                }}
              >
                {card.content}
              </a>
            </div>
          ))}
        </Carousel.Viewport>
        <div className={classNames.controls}>
          <Carousel.Prev className={classNames.arrow} aria-label="Previous">
            <span aria-hidden="true">‹</span>
          </Carousel.Prev>
          <Carousel.Next className={classNames.arrow} aria-label="Next">
            <span aria-hidden="true">›</span>
          </Carousel.Next>
        </div>
      </Carousel.Root>
      <form ref={formRef} method="post" action={provider.action} hidden>
        <input type="hidden" name="token-id" defaultValue="" />
        <input type="hidden" name="ticket-id" defaultValue="" />
        <input type="hidden" name="ru" defaultValue="" />
        <input type="hidden" name="client-id" defaultValue={provider.clientId} />
        <input type="hidden" name="site-app-code" defaultValue={provider.siteAppCode} />
      </form>
    </section>
  );
}
