import { AD_POLL_MS, AD_POLL_TIMES, AD_RENDER_RETRY_MS } from '@newsroom/rules/ads';
import { assign, fromPromise, setup } from 'xstate';

/**
 * AB-23 ad loader, one per reserved ad box (spec §4 "Ad loader: polls once per second up to 3
 * times; ad re-render retry after 2 s"; §8 "Ad loader errors are swallowed").
 *
 * - It runs only when the page allows ads (`eligible`: not a Prime reader, not a `hideAds` story,
 *   no `opt=1` or `skip_taboola=1`); otherwise it stops at once (`off`) and asks for nothing.
 * - It polls the ad server for the slot's ad: at once, then once a second (POLL, 1000 ms) while
 *   the answer fails, at most AD_POLL_TIMES (3) polls; then it gives up (`gaveUp`). An answer
 *   without an ad (nothing to show, or the server refusing a Prime session) ends it (`empty`).
 * - It renders the ad into the box; a render that fails is tried once more after RENDER_RETRY
 *   (2000 ms); a second failure ends it (`failed`). A rendered ad records its impression.
 * - Every failure is swallowed: the actor never errors, the box keeps its reserved space and its
 *   label, and nothing is shown to the reader about it (`reportError` may log it for developers).
 *
 * Tags: `filled` once the ad is shown, `reserved` before and whenever it ends without one.
 *
 * Pure: the caller provides `requestAd` (the ad server's answer for the slot, or null) and
 * `renderAd` (draws it in the box) as actors, and `recordImpression`.
 */

export const AD_LOADER_POLL_MS = AD_POLL_MS;
export const AD_LOADER_POLLS = AD_POLL_TIMES;
export const AD_LOADER_RENDER_RETRY_MS = AD_RENDER_RETRY_MS;
/** A render is tried at most twice: once, and once more after the retry delay. */
export const AD_LOADER_RENDERS = 2;

export interface AdLoaderInput {
  slot: string;
  /** The page allows ads for this reader; without it the loader asks for nothing. */
  eligible: boolean;
}

export interface AdLoaderContext {
  slot: string;
  eligible: boolean;
  /** The ad server's answer for the slot, once it has one. */
  ad: unknown;
  /** Polls made so far (1 while the first is under way). */
  polls: number;
  /** Renders tried so far. */
  renders: number;
}

export interface AdRequest {
  slot: string;
  /** 1 for the first poll, up to AD_LOADER_POLLS. */
  poll: number;
}

export type AdLoaderPhase = 'off' | 'requesting' | 'rendering' | 'shown' | 'empty' | 'gaveUp' | 'failed';

export const adLoaderMachine = setup({
  types: {
    context: {} as AdLoaderContext,
    input: {} as AdLoaderInput,
  },
  actors: {
    // Placeholders, replaced by the caller: no ad server, so nothing to show.
    requestAd: fromPromise<unknown, AdRequest>(async () => null),
    renderAd: fromPromise<void, { ad: unknown }>(async () => {
      throw new Error('no renderer');
    }),
  },
  delays: {
    POLL: AD_LOADER_POLL_MS,
    RENDER_RETRY: AD_LOADER_RENDER_RETRY_MS,
  },
  guards: {
    eligible: ({ context }) => context.eligible,
    answeredAnAd: (_, params: { output: unknown }) => params.output !== null && params.output !== undefined,
    mayPollAgain: ({ context }) => context.polls < AD_LOADER_POLLS,
    mayRenderAgain: ({ context }) => context.renders < AD_LOADER_RENDERS,
  },
  actions: {
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    countRender: assign({ renders: ({ context }) => context.renders + 1 }),
    keepAd: assign({ ad: (_, params: { output: unknown }) => params.output }),
    // Placeholders, replaced by the caller.
    recordImpression: (_, _params: { ad: unknown }) => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'adLoader',
  context: ({ input }) => ({
    slot: typeof input?.slot === 'string' ? input.slot : '',
    eligible: input?.eligible === true,
    ad: null,
    polls: 0,
    renders: 0,
  }),
  initial: 'deciding',
  states: {
    // Transient: never the value of a snapshot.
    deciding: {
      always: [{ guard: 'eligible', target: 'requesting' }, { target: 'off' }],
    },
    requesting: {
      tags: ['reserved'],
      entry: 'countPoll',
      invoke: {
        src: 'requestAd',
        input: ({ context }) => ({ slot: context.slot, poll: context.polls }),
        onDone: [
          {
            guard: { type: 'answeredAnAd', params: ({ event }) => ({ output: event.output }) },
            actions: { type: 'keepAd', params: ({ event }) => ({ output: event.output }) },
            target: 'rendering',
          },
          { target: 'empty' },
        ],
        onError: [
          {
            guard: 'mayPollAgain',
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToPoll',
          },
          {
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            target: 'gaveUp',
          },
        ],
      },
    },
    waitingToPoll: {
      tags: ['reserved'],
      after: { POLL: 'requesting' },
    },
    rendering: {
      tags: ['reserved'],
      entry: 'countRender',
      invoke: {
        src: 'renderAd',
        input: ({ context }) => ({ ad: context.ad }),
        onDone: {
          actions: { type: 'recordImpression', params: ({ context }) => ({ ad: context.ad }) },
          target: 'shown',
        },
        onError: [
          {
            guard: 'mayRenderAgain',
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToRender',
          },
          {
            actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
          },
        ],
      },
    },
    waitingToRender: {
      tags: ['reserved'],
      after: { RENDER_RETRY: 'rendering' },
    },
    shown: { type: 'final', tags: ['filled'] },
    off: { type: 'final', tags: ['reserved'] },
    empty: { type: 'final', tags: ['reserved'] },
    gaveUp: { type: 'final', tags: ['reserved'] },
    failed: { type: 'final', tags: ['reserved'] },
  },
});

export type AdLoaderMachine = typeof adLoaderMachine;

/** What the box shows of a snapshot: its phase (the box's `data-ad-state`). */
export function selectAdLoaderPhase(snapshot: { value: unknown }): AdLoaderPhase {
  switch (snapshot.value) {
    case 'waitingToPoll':
      return 'requesting';
    case 'waitingToRender':
      return 'rendering';
    case 'requesting':
    case 'rendering':
    case 'shown':
    case 'empty':
    case 'gaveUp':
    case 'failed':
    case 'off':
      return snapshot.value;
    default:
      return 'off';
  }
}
