import {
  type FetchedView,
  type MarketBoardView,
  marketBoardMachine,
  selectMarketBoard,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';

/**
 * AB-12: a market widget's board (`marketBoardMachine`) in React. `fetchView(view, signal)` asks the
 * site for a view's new numbers (`{ answer, open }`); the hook reports the widget's visibility —
 * at least half of `ref`'s element in view and the page's tab shown — so prices refresh only
 * while a reader can see them. Nothing runs on the server: the first render is the server's answer.
 */
export interface UseMarketBoardOptions<A> {
  view: string;
  answer: A;
  open: boolean;
  fetchView: (view: string, signal: AbortSignal) => Promise<FetchedView>;
  visibilitySource?: VisibilitySource;
  /** Replaces the 60 s refresh interval (stories and tests only). */
  refreshMs?: number;
}

export interface UseMarketBoard<A> extends MarketBoardView<A> {
  ref: RefObject<HTMLElement | null>;
  select: (view: string) => void;
  retry: () => void;
}

const same = <A>(a: MarketBoardView<A>, b: MarketBoardView<A>) =>
  a.view === b.view &&
  a.shown === b.shown &&
  a.answer === b.answer &&
  a.status === b.status &&
  a.live === b.live;

export function useMarketBoard<A>({
  view,
  answer,
  open,
  fetchView,
  visibilitySource = intersectionVisibility,
  refreshMs,
}: UseMarketBoardOptions<A>): UseMarketBoard<A> {
  const ref = useRef<HTMLElement | null>(null);
  // The latest fetcher, without making a new machine when the caller passes a new function.
  const fetcher = useRef(fetchView);
  fetcher.current = fetchView;
  const machine = useMemo(
    () =>
      marketBoardMachine.provide({
        actors: {
          fetchView: fromPromise<FetchedView, { view: string }>(({ input, signal }) =>
            fetcher.current(input.view, signal),
          ),
        },
        ...(refreshMs !== undefined ? { delays: { REFRESH_INTERVAL: refreshMs } } : {}),
      }),
    [refreshMs],
  );
  const actor = useActorRef(machine, { input: { view, answer, open } });
  const board = useSelector(actor, (snapshot) => selectMarketBoard<A>(snapshot), same);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let inView = false;
    const report = () =>
      actor.send({ type: 'VISIBILITY', visible: inView && document.visibilityState !== 'hidden' });
    const stop = visibilitySource(element, (visible) => {
      inView = visible;
      report();
    });
    document.addEventListener('visibilitychange', report);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', report);
    };
  }, [actor, visibilitySource]);

  const events = useMemo(
    () => ({
      select: (next: string) => actor.send({ type: 'SELECT', view: next }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  return { ...board, ref, ...events };
}
