import { assign, setup } from 'xstate';

/**
 * AB-18 web-story slider (spec §4): which page of the story shows, its synopsis, and the next
 * picture fetched ahead.
 *
 * - The index starts at 0; NEXT and PREV are bounded (no wrap): a story has a first and a last
 *   page. GOTO jumps (clamped).
 * - A page's synopsis starts collapsed (`collapsed`) and opens and closes with TOGGLE (or
 *   EXPAND / COLLAPSE); another page starts collapsed again.
 * - On start and after every move the next page's picture is fetched ahead (`preload`, an
 *   action the caller provides, with the index to fetch), so the reader never waits on NEXT.
 *
 * No timer: a web story moves only when the reader moves it.
 */

export interface WebStoryInput {
  pages: number;
}

export interface WebStoryContext {
  pages: number;
  index: number;
}

export type WebStoryEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'TOGGLE' }
  | { type: 'EXPAND' }
  | { type: 'COLLAPSE' }
  | { type: 'PAGES'; count: number };

const toCount = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
const clamp = (index: unknown, pages: number) =>
  typeof index === 'number' && Number.isFinite(index)
    ? Math.min(Math.max(0, Math.floor(index)), Math.max(0, pages - 1))
    : 0;

export const webStoryMachine = setup({
  types: {
    context: {} as WebStoryContext,
    events: {} as WebStoryEvent,
    input: {} as WebStoryInput,
  },
  actions: {
    // Placeholder, provided by the caller: fetch the picture of page `index` ahead of time.
    preload: (_, _params: { index: number }) => {},
    next: assign({ index: ({ context: c }) => clamp(c.index + 1, c.pages) }),
    prev: assign({ index: ({ context: c }) => clamp(c.index - 1, c.pages) }),
    goTo: assign({
      index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.pages) : c.index),
    }),
    setPages: assign(({ context: c, event }) => {
      if (event.type !== 'PAGES') return {};
      const pages = toCount(event.count);
      return { pages, index: clamp(c.index, pages) };
    }),
  },
  guards: {
    canNext: ({ context: c }) => c.index < c.pages - 1,
    canPrev: ({ context: c }) => c.index > 0,
    movesTo: ({ context: c, event }) => event.type === 'GOTO' && clamp(event.index, c.pages) !== c.index,
  },
}).createMachine({
  id: 'webStory',
  context: ({ input }) => ({ pages: toCount(input?.pages), index: 0 }),
  entry: { type: 'preload', params: ({ context }) => ({ index: context.index + 1 }) },
  initial: 'collapsed',
  on: {
    NEXT: {
      guard: 'canNext',
      actions: ['next', { type: 'preload', params: ({ context }) => ({ index: context.index + 1 }) }],
      target: '.collapsed',
    },
    PREV: { guard: 'canPrev', actions: 'prev', target: '.collapsed' },
    GOTO: {
      guard: 'movesTo',
      actions: ['goTo', { type: 'preload', params: ({ context }) => ({ index: context.index + 1 }) }],
      target: '.collapsed',
    },
    PAGES: { actions: 'setPages' },
  },
  states: {
    collapsed: { tags: ['collapsed'], on: { TOGGLE: 'expanded', EXPAND: 'expanded' } },
    expanded: { tags: ['expanded'], on: { TOGGLE: 'collapsed', COLLAPSE: 'collapsed' } },
  },
});

export type WebStoryMachine = typeof webStoryMachine;

export interface WebStoryView {
  index: number;
  pages: number;
  canPrev: boolean;
  canNext: boolean;
  expanded: boolean;
}

export function selectWebStoryView(snapshot: {
  context: WebStoryContext;
  hasTag: (tag: 'collapsed' | 'expanded') => boolean;
}): WebStoryView {
  const { index, pages } = snapshot.context;
  return {
    index,
    pages,
    canPrev: index > 0,
    canNext: index < pages - 1,
    expanded: snapshot.hasTag('expanded'),
  };
}
