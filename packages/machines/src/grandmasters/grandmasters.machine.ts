import { assign, fromPromise, setup } from 'xstate';

/**
 * AB-18 grandmasters carousel (spec §4, §6): which cards show, and where a card's click goes.
 * (Its steps of 210 px, disabled at the ends, are the shared carousel machine's.)
 *
 * - Cards: the series before 12:00 local time, the leaders from 12:00 (`SERIES_UNTIL_HOUR`).
 *   The page starts with the server's guess (India time); CLOCK with the reader's own hour
 *   corrects it in the browser.
 * - A click (OPEN, with the card's page and the address to come back to) first asks for the
 *   reader's login ticket and token (`loginTicket`, an actor the caller provides: null when
 *   there is none, e.g. a reader who is not signed in). With both, the provider's form is
 *   posted (`postForm`); without, or when asking fails, the reader goes to the card's
 *   Grandmasters page (`navigate`). A second click while asking is ignored.
 * - `posting` and `navigating` last while the browser leaves the page; if it stays (a blocked
 *   navigation, the back button's page cache) the widget takes clicks again after LEAVE_GRACE.
 */

export const SERIES_UNTIL_HOUR = 12;
export const GRANDMASTERS_LEAVE_GRACE_MS = 3000;

export type GrandmastersCards = 'series' | 'leaders';

export interface LoginTicket {
  ticketId: string;
  tokenId: string;
}

export interface GrandmastersOpen {
  /** The card's Grandmasters page (`/etgrandmasters/{seriesId}`): where a reader without a ticket goes. */
  href: string;
  /** Where the provider sends the reader back after signing them in. */
  ru: string;
}

export interface GrandmastersInput {
  /** The hour the page was made for (0–23); the reader's own comes as CLOCK. */
  hour: number;
}

export interface GrandmastersContext {
  cards: GrandmastersCards;
  /** The click being answered, while asking for the ticket and after. */
  opening: GrandmastersOpen | null;
  ticket: LoginTicket | null;
}

export type GrandmastersEvent = { type: 'CLOCK'; hour: number } | ({ type: 'OPEN' } & GrandmastersOpen);

/** Series before noon, leaders after; an hour that is not one keeps the series. */
export function cardsAt(hour: unknown): GrandmastersCards {
  return typeof hour === 'number' && Number.isInteger(hour) && hour >= SERIES_UNTIL_HOUR && hour <= 23
    ? 'leaders'
    : 'series';
}

const isTicket = (value: unknown): value is LoginTicket =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LoginTicket).ticketId === 'string' &&
  (value as LoginTicket).ticketId.length > 0 &&
  typeof (value as LoginTicket).tokenId === 'string' &&
  (value as LoginTicket).tokenId.length > 0;

export const grandmastersMachine = setup({
  types: {
    context: {} as GrandmastersContext,
    events: {} as GrandmastersEvent,
    input: {} as GrandmastersInput,
  },
  actors: {
    // Placeholder, provided by the caller: the reader's ticket and token, or null.
    loginTicket: fromPromise<LoginTicket | null>(async () => null),
  },
  delays: {
    LEAVE_GRACE: GRANDMASTERS_LEAVE_GRACE_MS,
  },
  actions: {
    // Placeholders, provided by the caller (the browser's form post and navigation).
    postForm: (_, _params: { ticket: LoginTicket; ru: string }) => {},
    navigate: (_, _params: { href: string }) => {},
    setCards: assign({
      cards: ({ context, event }) => (event.type === 'CLOCK' ? cardsAt(event.hour) : context.cards),
    }),
    remember: assign({
      opening: ({ context, event }) =>
        event.type === 'OPEN' ? { href: event.href, ru: event.ru } : context.opening,
      ticket: null,
    }),
    forget: assign({ opening: null, ticket: null }),
  },
  guards: {
    wellFormed: ({ event }) =>
      event.type === 'OPEN' &&
      typeof event.href === 'string' &&
      event.href.startsWith('/') &&
      typeof event.ru === 'string' &&
      event.ru.startsWith('/'),
  },
}).createMachine({
  id: 'grandmasters',
  context: ({ input }) => ({ cards: cardsAt(input?.hour), opening: null, ticket: null }),
  on: {
    CLOCK: { actions: 'setCards' },
  },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: { OPEN: { guard: 'wellFormed', actions: 'remember', target: 'checking' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'loginTicket',
        onDone: [
          {
            guard: ({ event }) => isTicket(event.output),
            actions: assign({ ticket: ({ event }) => event.output }),
            target: 'posting',
          },
          { target: 'navigating' },
        ],
        onError: { target: 'navigating' },
      },
    },
    posting: {
      tags: ['busy'],
      entry: {
        type: 'postForm',
        params: ({ context }) => ({
          ticket: context.ticket as LoginTicket,
          ru: context.opening?.ru ?? '/',
        }),
      },
      after: { LEAVE_GRACE: { actions: 'forget', target: 'idle' } },
    },
    navigating: {
      tags: ['busy'],
      entry: { type: 'navigate', params: ({ context }) => ({ href: context.opening?.href ?? '/' }) },
      after: { LEAVE_GRACE: { actions: 'forget', target: 'idle' } },
    },
  },
});

export type GrandmastersMachine = typeof grandmastersMachine;
