import { pageRefreshMachine } from '@newsroom/machines';
import { createActor } from 'xstate';
import { notePlace, restorePlace } from './readerPlace.ts';

/**
 * HM-13 page refresh (widget `page-refresh`): the page is loaded again every 6 minutes by the
 * machine's rule, the reader's place noted first and restored after. The browser's own scroll
 * restoration is off for that reload, so the place the page brings back is the block the reader
 * was reading, even when the lists above it changed.
 */

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Typing in a field or inside a dialog: a reload now would lose what the reader is doing. */
export function readerBusy(doc: Document): boolean {
  const active = doc.activeElement;
  return (
    active instanceof Element &&
    (active.matches(EDITABLE) || active.closest('[role="dialog"], dialog') !== null)
  );
}

/** Starts the refresh for this page; the returned function stops it. */
export function startPageRefresh(win: Window): () => void {
  const doc = win.document;
  if (restorePlace(win, Date.now())) win.history.scrollRestoration = 'auto';
  const actor = createActor(
    pageRefreshMachine.provide({
      actions: {
        refresh: () => {
          notePlace(win, Date.now());
          win.history.scrollRestoration = 'manual';
          win.location.reload();
        },
      },
    }),
    { input: { hidden: doc.visibilityState === 'hidden', busy: readerBusy(doc) } },
  ).start();
  const visibility = () => actor.send({ type: 'VISIBILITY', hidden: doc.visibilityState === 'hidden' });
  const busy = () => actor.send({ type: 'BUSY', busy: readerBusy(doc) });
  // After focus has moved on: focusout fires before the next element has it.
  const busyLater = () => win.setTimeout(busy, 0);
  doc.addEventListener('visibilitychange', visibility);
  doc.addEventListener('focusin', busy);
  doc.addEventListener('focusout', busyLater);
  return () => {
    actor.stop();
    doc.removeEventListener('visibilitychange', visibility);
    doc.removeEventListener('focusin', busy);
    doc.removeEventListener('focusout', busyLater);
  };
}
