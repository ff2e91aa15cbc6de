import { assign, fromCallback, setup } from 'xstate';

/**
 * VD-03 the video pop-up (spec §4 "Video pop-up: appears when scrolled past 500px; it can be
 * closed once"; §9 threshold 500 px).
 *
 *   inline ──(scrolled past 500 px, once the reader has played it)──▶ popped
 *   popped ──(back within 500 px)──▶ inline
 *   popped ──(CLOSE, the X)──▶ closed        closed: in place for the rest of the visit
 *
 * The player pops up only once the reader has started it (PLAYED): a video nobody asked to play
 * does not follow the reader down the page (docs/decisions.md). The move itself is the UI's: the
 * same video element changes place, so playback goes on, and its space in the page stays
 * reserved, so nothing below it moves.
 *
 * Tags: `inline`, `popped`, `closed`; a snapshot always carries exactly one.
 *
 * Pure: the caller provides `scrollSource`, which sends `{ type: 'SCROLLED', y }` with the page's
 * scroll offset (the browser's scroll events, throttled to frames). Without it nothing pops.
 */

/** Spec §9: the pop-up threshold, in CSS pixels of scroll. */
export const VIDEO_POPUP_THRESHOLD = 500;

export interface VideoPopupInput {
  /** The scroll offset past which the player pops up (500 px by default). */
  threshold?: number;
  /** The page's scroll offset when the machine starts. */
  y?: number;
  /** Whether playback had already begun (a player woken while playing). */
  started?: boolean;
}

export interface VideoPopupContext {
  threshold: number;
  y: number;
  started: boolean;
}

export type VideoPopupEvent = { type: 'SCROLLED'; y: number } | { type: 'PLAYED' } | { type: 'CLOSE' };

/** A finite, non-negative number; anything else (NaN, a string from a bad event) is 0. */
const offset = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

export const videoPopupMachine = setup({
  types: {
    context: {} as VideoPopupContext,
    events: {} as VideoPopupEvent,
    input: {} as VideoPopupInput,
  },
  actors: {
    // Placeholder, replaced by the caller: reports no scrolling, so the player never pops up.
    scrollSource: fromCallback<VideoPopupEvent>(() => {}),
  },
  guards: {
    shouldPop: ({ context: c }) => c.started && c.y > c.threshold,
  },
  actions: {
    setY: assign({ y: ({ context: c, event }) => (event.type === 'SCROLLED' ? offset(event.y) : c.y) }),
    markStarted: assign({ started: true }),
  },
}).createMachine({
  id: 'videoPopup',
  context: ({ input }) => ({
    threshold: input?.threshold !== undefined ? offset(input.threshold) : VIDEO_POPUP_THRESHOLD,
    y: offset(input?.y),
    started: input?.started === true,
  }),
  // One watcher for the machine's life, not one per state: a scroll source reports the offset as
  // soon as it starts (windowScroll does), and a watcher restarted on every move would report
  // again at once, round and round. It stops with the machine, once closed.
  invoke: { src: 'scrollSource' },
  initial: 'deciding',
  states: {
    // Transient: never the value of a snapshot.
    deciding: {
      always: [{ guard: 'shouldPop', target: 'popped' }, { target: 'inline' }],
    },
    inline: {
      tags: ['inline'],
      on: {
        SCROLLED: { actions: 'setY', target: 'deciding' },
        PLAYED: { actions: 'markStarted', target: 'deciding' },
      },
    },
    popped: {
      tags: ['popped'],
      on: {
        SCROLLED: { actions: 'setY', target: 'deciding' },
        CLOSE: { target: 'closed' },
      },
    },
    // Closed once is closed for the visit: no more scroll watching.
    closed: { tags: ['closed'], type: 'final' },
  },
});

export type VideoPopupMachine = typeof videoPopupMachine;
export type VideoPopupState = 'inline' | 'popped' | 'closed';

/** What the UI renders from a snapshot. */
export function selectVideoPopupState(snapshot: {
  hasTag: (tag: VideoPopupState) => boolean;
}): VideoPopupState {
  if (snapshot.hasTag('popped')) return 'popped';
  if (snapshot.hasTag('closed')) return 'closed';
  return 'inline';
}
