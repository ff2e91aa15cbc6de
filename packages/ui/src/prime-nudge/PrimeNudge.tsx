import {
  type PrimeNudgeEvent,
  type PrimeNudgeOffer,
  type PrimeNudgeView,
  primeNudgeMachine,
  selectPrimeNudgeView,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { type ActorRefFrom, fromCallback } from 'xstate';

/**
 * AR-16 Prime nudge bar, headless. Behaviour, ARIA and `data-state` only; the site styles it.
 *
 *   <PrimeNudge.Root trialEligible={facts.trialEligible} onStart={(offer) => go(offer)}>
 *     <PrimeNudge.Bar aria-label="Ledger Prime">
 *       <PrimeNudge.Start><PrimeNudge.Offer subscribe="Get Ledger Prime" trial="Start your free trial" /></PrimeNudge.Start>
 *       <PrimeNudge.Dismiss aria-label="Close">×</PrimeNudge.Dismiss>
 *     </PrimeNudge.Bar>
 *   </PrimeNudge.Root>
 *
 * The bar is in the document from the server on, `hidden` until the reader has scrolled past
 * 100px (the machine, with reports throttled to 100 ms); `data-state` is `hidden`, `shown`,
 * `dismissed` or `never` (Prime and first-time-eligible readers). Rendering touches no browser
 * API, so it server-renders; the scroll listener starts after mount.
 */

type PrimeNudgeActor = ActorRefFrom<typeof primeNudgeMachine>;

/** Subscribes to scroll positions: call `report(y)` on each change (and once at start); return the unsubscribe. */
export type ScrollSource = (report: (y: number) => void) => () => void;

/** The window's vertical scroll: one passive listener, the current position reported at once. */
export const windowScroll: ScrollSource = (report) => {
  const onScroll = () => report(window.scrollY);
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return () => window.removeEventListener('scroll', onScroll);
};

const PrimeNudgeContext = createContext<PrimeNudgeActor | null>(null);

function usePrimeNudgeActor(part: string): PrimeNudgeActor {
  const actor = useContext(PrimeNudgeContext);
  if (!actor) throw new Error(`<PrimeNudge.${part}> must be rendered inside <PrimeNudge.Root>.`);
  return actor;
}

export interface UsePrimeNudge {
  view: PrimeNudgeView;
  offer: PrimeNudgeOffer;
  start: () => void;
  dismiss: () => void;
}

/** The bar's view and offer, and its events, for anything inside <PrimeNudge.Root>. */
export function usePrimeNudge(): UsePrimeNudge {
  const actor = usePrimeNudgeActor('usePrimeNudge');
  const view = useSelector(actor, selectPrimeNudgeView);
  const offer = useSelector(actor, (snapshot) => snapshot.context.offer);
  const events = useMemo(
    () => ({ start: () => actor.send({ type: 'START' }), dismiss: () => actor.send({ type: 'DISMISS' }) }),
    [actor],
  );
  return { view, offer, ...events };
}

export interface PrimeNudgeRootProps {
  isPrime?: boolean;
  firstTimeEligible?: boolean;
  trialEligible?: boolean;
  /** The start action: the trial for trial-eligible readers, else the subscription. */
  onStart?: (offer: PrimeNudgeOffer) => void;
  /** Where scroll positions come from; the window by default (stories pass their own). */
  scrollSource?: ScrollSource;
  children?: ReactNode;
}

function PrimeNudgeRoot({
  isPrime = false,
  firstTimeEligible = false,
  trialEligible = false,
  onStart,
  scrollSource = windowScroll,
  children,
}: PrimeNudgeRootProps) {
  const machine = useMemo(
    () =>
      primeNudgeMachine.provide({
        actors: {
          scrollSource: fromCallback<PrimeNudgeEvent>(({ sendBack }) =>
            scrollSource((y) => sendBack({ type: 'SCROLL', y })),
          ),
        },
        actions: {
          startTrial: () => onStart?.('trial'),
          startSubscription: () => onStart?.('subscribe'),
        },
      }),
    [onStart, scrollSource],
  );
  const actor = useActorRef(machine, { input: { isPrime, firstTimeEligible, trialEligible } });
  return <PrimeNudgeContext value={actor}>{children}</PrimeNudgeContext>;
}

/** The bar: a section (a region landmark once it has an `aria-label`), `hidden` unless shown. */
function PrimeNudgeBar(props: ComponentProps<'section'>) {
  const { view, offer } = usePrimeNudge();
  return <section {...props} data-state={view} data-offer={offer} hidden={view !== 'shown'} />;
}

/** Calls the consumer's handler first; ours runs unless it called `event.preventDefault()`. */
function compose(theirs: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined, ours: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/** The start button: runs the offer's start action. */
function PrimeNudgeStart({ onClick, ...props }: ComponentProps<'button'>) {
  const { start, offer } = usePrimeNudge();
  return <button type="button" {...props} data-offer={offer} onClick={compose(onClick, start)} />;
}

/** Closes the bar for the rest of the page view. Give it a name (`aria-label`) when it shows an icon. */
function PrimeNudgeDismiss({ onClick, ...props }: ComponentProps<'button'>) {
  const { dismiss } = usePrimeNudge();
  return <button type="button" {...props} onClick={compose(onClick, dismiss)} />;
}

/** Renders the text for the reader's offer. */
function PrimeNudgeOfferText({ trial, subscribe }: { trial: ReactNode; subscribe: ReactNode }) {
  const { offer } = usePrimeNudge();
  return <>{offer === 'trial' ? trial : subscribe}</>;
}

export const PrimeNudge = {
  Root: PrimeNudgeRoot,
  Bar: PrimeNudgeBar,
  Start: PrimeNudgeStart,
  Dismiss: PrimeNudgeDismiss,
  Offer: PrimeNudgeOfferText,
};
export { PrimeNudgeBar, PrimeNudgeDismiss, PrimeNudgeOfferText, PrimeNudgeRoot, PrimeNudgeStart };
