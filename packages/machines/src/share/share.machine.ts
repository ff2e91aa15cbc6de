import { fromPromise, setup } from 'xstate';

/**
 * AR-10 byline toolbar: share.
 *
 *   closed ─OPEN─▶ sharing (native share, when `canShare`) ─done──────▶ closed
 *                                                         ─cancelled─▶ closed
 *                                                         ─error─────▶ open (the menu instead)
 *          ─OPEN─▶ open (the menu: copy link, e-mail, WhatsApp, X, LinkedIn)
 *   open: idle ─COPY─▶ copying ─done─▶ copied ─after COPIED_RESET─▶ idle
 *                              ─error─▶ copyFailed ─after COPIED_RESET─▶ idle
 *   open ─CLOSE | OPEN | PICKED─▶ closed   (PICKED: a share link was followed)
 *
 * Pure: `canShare` comes in as input (the caller asks `navigator.canShare`); the actors
 * `nativeShare` and `copyLink` (both `() => Promise<void>`) are provided by the caller.
 * A native share rejected with an `AbortError` means the reader cancelled: nothing else happens.
 */

export interface ShareInput {
  /** The Web Share API is there and accepts this page's data. */
  canShare: boolean;
}

export interface ShareContext {
  readonly canShare: boolean;
}

export type ShareEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'COPY' } | { type: 'PICKED' };

/** How long "Link copied" (or the copy failure) shows before the menu's copy item resets. */
export const SHARE_COPIED_RESET_MS = 2000;

function missing(name: string) {
  return fromPromise<void, void>(async () => {
    throw new Error(`share: no ${name} actor provided`);
  });
}

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  delays: { COPIED_RESET: SHARE_COPIED_RESET_MS },
  actors: {
    nativeShare: missing('nativeShare'),
    copyLink: missing('copyLink'),
  },
  guards: {
    canShare: ({ context }) => context.canShare,
    cancelled: ({ event }) =>
      typeof event === 'object' &&
      'error' in event &&
      typeof event.error === 'object' &&
      event.error !== null &&
      (event.error as { name?: unknown }).name === 'AbortError',
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ canShare: input?.canShare === true }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'canShare', target: 'sharing' }, { target: 'open' }],
      },
    },
    sharing: {
      invoke: {
        id: 'nativeShare',
        src: 'nativeShare',
        onDone: { target: 'closed' },
        onError: [{ guard: 'cancelled', target: 'closed' }, { target: 'open' }],
      },
    },
    open: {
      initial: 'idle',
      on: {
        CLOSE: { target: 'closed' },
        OPEN: { target: 'closed' },
        PICKED: { target: 'closed' },
      },
      states: {
        idle: { on: { COPY: { target: 'copying' } } },
        copying: {
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            onDone: { target: 'copied' },
            onError: { target: 'copyFailed' },
          },
        },
        copied: {
          on: { COPY: { target: 'copying' } },
          after: { COPIED_RESET: { target: 'idle' } },
        },
        copyFailed: {
          on: { COPY: { target: 'copying' } },
          after: { COPIED_RESET: { target: 'idle' } },
        },
      },
    },
  },
});

export type ShareMachine = typeof shareMachine;

export type ShareStatus = 'closed' | 'sharing' | 'idle' | 'copying' | 'copied' | 'copyFailed';

/** `closed`, `sharing`, or the open menu's copy state. */
export function selectShareStatus(snapshot: { value: unknown }): ShareStatus {
  const value = snapshot.value;
  if (typeof value === 'string') return value as ShareStatus;
  const open = (value as { open?: unknown }).open;
  return typeof open === 'string' ? (open as ShareStatus) : 'idle';
}

/** The share targets of the menu, in order. */
export const SHARE_TARGETS = ['email', 'whatsapp', 'x', 'linkedin'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/**
 * The share links for a page. `url` must already be a checked absolute http(s) URL; every part
 * is encoded here, so a title cannot add parameters.
 */
export function shareLinks(page: { url: string; title: string }): Record<ShareTarget, string> {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const text = encodeURIComponent(`${page.title} ${page.url}`);
  return {
    email: `mailto:?subject=${title}&body=${text}`,
    whatsapp: `https://wa.me/?text=${text}`,
    x: `https://x.com/intent/post?url=${url}&text=${title}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
  };
}
