import {
  type LiveBlogEvent,
  type LiveBlogView,
  type LiveUpdate,
  liveBlogMachine,
  selectLiveBlogView,
} from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';

/**
 * A live blog's new updates, headless: a bar that says how many new updates have been posted
 * since the page was opened, with a button that puts them at the top of the list (the machine
 * `liveBlogMachine`: it asks every 30 s while the page is shown). The bar keeps its place and
 * size whatever it says, so nothing moves until the reader asks; the first new update then takes
 * focus, so a screen reader continues there. `classNames.status` should hide the spoken count
 * from sight (it repeats the bar for screen readers, once when it changes).
 *
 *   <LiveBlogUpdates newestId="412" fetchUpdates={(after) => …} renderUpdate={(u) => <li tabIndex={-1}>…</li>}
 *     classNames={{ bar, button, idle, list }} />
 */

/** Where "the page is shown" comes from: reports now and on every change; returns a stop. */
export type PageVisibilitySource = (report: (visible: boolean) => void) => () => void;

export const documentVisibility: PageVisibilitySource = (report) => {
  if (typeof document === 'undefined') return () => {};
  const onChange = () => report(document.visibilityState !== 'hidden');
  document.addEventListener('visibilitychange', onChange);
  onChange();
  return () => document.removeEventListener('visibilitychange', onChange);
};

export interface LiveBlogUpdatesProps<U extends LiveUpdate> extends Omit<ComponentProps<'div'>, 'children'> {
  newestId: string;
  /** The updates after `after` (the newest id held), in any order; rejects on failure. */
  fetchUpdates: (after: string) => Promise<readonly U[]>;
  /** One update as a list item (`<li tabIndex={-1}>`, so the first new one can take focus). */
  renderUpdate: (update: U) => ReactNode;
  visibilitySource?: PageVisibilitySource;
  /** The bar's words with nothing new, and with `n` new updates (and on its button). */
  idleText?: string;
  pendingText?: (count: number) => string;
  showText?: (count: number) => string;
  classNames?: Partial<Record<'bar' | 'button' | 'idle' | 'status' | 'list', string>>;
}

const plural = (count: number) => (count === 1 ? '1 new update' : `${count} new updates`);
const sameView = (a: LiveBlogView, b: LiveBlogView) =>
  a.pending === b.pending && a.shown === b.shown && a.status === b.status;

export function LiveBlogUpdates<U extends LiveUpdate>({
  newestId,
  fetchUpdates,
  renderUpdate,
  visibilitySource = documentVisibility,
  idleText = 'New updates appear here as they are posted.',
  pendingText = plural,
  showText = (count) => `Show ${plural(count)}`,
  classNames = {},
  ...props
}: LiveBlogUpdatesProps<U>) {
  const machine = useMemo(
    () =>
      liveBlogMachine.provide({
        actors: {
          fetchUpdates: fromPromise<readonly LiveUpdate[], { after: string }>(({ input }) =>
            fetchUpdates(input.after),
          ),
          visibilitySource: fromCallback<LiveBlogEvent>(({ sendBack }) =>
            visibilitySource((visible) => sendBack({ type: 'VISIBILITY', visible })),
          ),
        },
      }),
    [fetchUpdates, visibilitySource],
  );
  const actor = useActorRef(machine, { input: { newestId } });
  const view = useSelector(actor, selectLiveBlogView, sameView);
  const focusNext = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  // After SHOW, the first new update takes focus (it carries tabIndex -1).
  useEffect(() => {
    if (!focusNext.current || view.shown.length === 0) return;
    focusNext.current = false;
    (listRef.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [view.shown]);
  return (
    <div {...props} data-state={view.status}>
      <div className={classNames.bar}>
        {view.pending > 0 ? (
          <button
            type="button"
            className={classNames.button}
            onClick={() => {
              focusNext.current = true;
              actor.send({ type: 'SHOW' });
            }}
          >
            {showText(view.pending)}
          </button>
        ) : (
          <span className={classNames.idle}>{idleText}</span>
        )}
        {/* Said once when it changes, not on every ask. */}
        <span role="status" className={classNames.status}>
          {view.pending > 0 ? pendingText(view.pending) : ''}
        </span>
      </div>
      <ol ref={listRef} className={classNames.list}>
        {(view.shown as readonly U[]).map((update) => renderUpdate(update))}
      </ol>
    </div>
  );
}
