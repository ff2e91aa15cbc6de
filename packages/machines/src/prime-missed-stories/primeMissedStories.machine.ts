import { assign, fromPromise, setup } from 'xstate';

/** A Prime story the reader has not opened (AB-17; spec §3 "Prime stories": url, img, title). */
export interface MissedStory {
  msid: string;
  /** A site path or an http(s) address, already checked by whoever loaded it. */
  url: string;
  /** The picture's address, or absent when the story has none that is safe to show. */
  img?: string;
  title: string;
}

/**
 * AB-17 "Prime stories you missed", in the reader's browser: the list is personal, and the page
 * around it is the same for every Prime reader (cached per tier), so it is asked for once the page
 * is there (`loadMissed`, a placeholder the page provides). The loader has already applied the
 * display rule (more than 3 Prime stories recorded) and returns no stories when it does not hold;
 * an empty list hides the widget, and a failure is logged and hides it too (spec §8: no text).
 * Decided once per page: every end state is final.
 */
export const primeMissedStoriesMachine = setup({
  types: {
    context: {} as { stories: readonly MissedStory[] },
  },
  actors: {
    loadMissed: fromPromise<readonly MissedStory[]>(async () => {
      throw new Error('loadMissed is provided by the page');
    }),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasStories: (_, params: { stories: readonly MissedStory[] }) => params.stories.length > 0,
  },
}).createMachine({
  id: 'primeMissedStories',
  context: { stories: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMissed',
        src: 'loadMissed',
        onDone: [
          {
            guard: { type: 'hasStories', params: ({ event }) => ({ stories: event.output }) },
            target: 'shown',
            // A copy: the machine never shares the loader's own array.
            actions: assign({ stories: ({ event }) => [...event.output] }),
          },
          { target: 'hidden' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: { type: 'final' },
    hidden: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type PrimeMissedStoriesStatus = 'loading' | 'shown' | 'hidden' | 'failed';

export function selectPrimeMissedStoriesStatus(snapshot: { value: unknown }): PrimeMissedStoriesStatus {
  return snapshot.value as PrimeMissedStoriesStatus;
}

export function selectMissedStories(snapshot: {
  context: { stories: readonly MissedStory[] };
}): readonly MissedStory[] {
  return snapshot.context.stories;
}
