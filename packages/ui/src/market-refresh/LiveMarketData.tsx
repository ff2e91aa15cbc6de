import {
  type MarketRefreshAnswer,
  type MarketRefreshEvent,
  type MarketRefreshPhase,
  marketRefreshMachine,
  selectMarketRefreshPhase,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { intersectionVisibility, type VisibilitySource } from '../carousel/visibility.ts';

/**
 * Market figures that stay current (HM-02 markets widget, HM-04 top gainers), headless: renders
 * `children(data, phase)` with the server's figures first, and while the market is open and at
 * least half of it is in view asks `fetchLatest` for new ones every 60 s (the machine
 * `marketRefreshMachine`); a failure keeps the figures shown and is told to `onFailure`.
 *
 *   <LiveMarketData data={indices} open={status === 'OPEN'} fetchLatest={askSite}>
 *     {(data) => <IndexList indices={data.indices} />}
 *   </LiveMarketData>
 *
 * The wrapper's `data-state` is `held`, `live` or `fetching`. The view must keep its size when
 * figures change (fixed-width figures), so a refresh never moves the page.
 */

export interface LiveMarketDataProps<T> extends Omit<ComponentProps<'div'>, 'children'> {
  data: T;
  /** Whether the market was open when `data` was taken. */
  open: boolean;
  fetchLatest: () => Promise<{ data: T; open: boolean }>;
  onFailure?: (reason: string) => void;
  children: (data: T, phase: MarketRefreshPhase) => ReactNode;
  visibilitySource?: VisibilitySource;
  /** Replaces the 60 s interval (stories and tests only). */
  refreshMs?: number;
}

export function LiveMarketData<T>({
  data,
  open,
  fetchLatest,
  onFailure,
  children,
  visibilitySource = intersectionVisibility,
  refreshMs,
  ...props
}: LiveMarketDataProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const fetchRef = useRef(fetchLatest);
  fetchRef.current = fetchLatest;
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;
  const machine = useMemo(
    () =>
      marketRefreshMachine.provide({
        actors: {
          visibilitySource: fromCallback<MarketRefreshEvent>(({ sendBack }) => {
            const element = rootRef.current;
            if (!element) return () => {};
            return visibilitySource(element, (visible) => sendBack({ type: 'VISIBILITY', visible }));
          }),
          fetchLatest: fromPromise<MarketRefreshAnswer>(() => fetchRef.current()),
        },
        actions: { reportFailure: (_, params) => failureRef.current?.(params.reason) },
        ...(refreshMs !== undefined ? { delays: { REFRESH: refreshMs } } : {}),
      }),
    [visibilitySource, refreshMs],
  );
  const actor = useActorRef(machine, { input: { data, open } });
  const phase = useSelector(actor, selectMarketRefreshPhase);
  const shown = useSelector(actor, (snapshot) => snapshot.context.data) as T;
  return (
    <div {...props} ref={rootRef} data-state={phase}>
      {children(shown, phase)}
    </div>
  );
}
