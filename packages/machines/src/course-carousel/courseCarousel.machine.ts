import { assign, setup } from 'xstate';

/**
 * AB-05 course carousel (spec §4 "Course widget"): the chosen category and a course card's
 * panel of skills and duration. (The cards' steps are the shared carousel machine's.)
 *
 * - The chosen category starts as the first; SELECT chooses another one of the list (anything
 *   else is ignored) and closes an open panel.
 * - Hovering or focusing a card shows its panel (SHOW, by `hover` or `focus`); HIDE closes it
 *   when it is that card's and by the same means it was opened, so a pointer leaving a card that
 *   still holds the keyboard's focus leaves its panel open. Another card's SHOW moves the panel.
 */

export type CoursePanelBy = 'hover' | 'focus';

export interface CourseCarouselInput {
  /** The categories' codes, in order. */
  categories: readonly string[];
}

export interface CourseCarouselContext {
  categories: readonly string[];
  selected: string | null;
  /** The card whose panel is open, and how it was opened (both while `open`). */
  card: string | null;
  by: CoursePanelBy | null;
}

export type CourseCarouselEvent =
  | { type: 'SELECT'; category: string }
  | { type: 'SHOW'; card: string; by: CoursePanelBy }
  | { type: 'HIDE'; card: string; by: CoursePanelBy };

const isBy = (value: unknown): value is CoursePanelBy => value === 'hover' || value === 'focus';

export const courseCarouselMachine = setup({
  types: {
    context: {} as CourseCarouselContext,
    events: {} as CourseCarouselEvent,
    input: {} as CourseCarouselInput,
  },
  guards: {
    knownOther: ({ context, event }) =>
      event.type === 'SELECT' &&
      event.category !== context.selected &&
      context.categories.includes(event.category),
    validShow: ({ event }) =>
      event.type === 'SHOW' && typeof event.card === 'string' && event.card !== '' && isBy(event.by),
    closesThis: ({ context, event }) =>
      event.type === 'HIDE' && event.card === context.card && event.by === context.by,
  },
  actions: {
    select: assign({
      selected: ({ context, event }) => (event.type === 'SELECT' ? event.category : context.selected),
    }),
    open: assign(({ event }) => (event.type === 'SHOW' ? { card: event.card, by: event.by } : {})),
    close: assign({ card: null, by: null }),
  },
}).createMachine({
  id: 'courseCarousel',
  context: ({ input }) => {
    const categories = Array.isArray(input?.categories)
      ? input.categories.filter((code): code is string => typeof code === 'string' && code !== '')
      : [];
    return { categories, selected: categories[0] ?? null, card: null, by: null };
  },
  initial: 'closed',
  on: {
    SELECT: { guard: 'knownOther', actions: ['select', 'close'], target: '.closed' },
  },
  states: {
    closed: {
      tags: ['closed'],
      on: { SHOW: { guard: 'validShow', actions: 'open', target: 'open' } },
    },
    open: {
      tags: ['open'],
      on: {
        SHOW: { guard: 'validShow', actions: 'open' },
        HIDE: { guard: 'closesThis', actions: 'close', target: 'closed' },
      },
    },
  },
});

export type CourseCarouselMachine = typeof courseCarouselMachine;

export interface CourseCarouselView {
  selected: string | null;
  /** The card whose skills and duration show, or null. */
  openCard: string | null;
}

export function selectCourseCarouselView(snapshot: {
  context: CourseCarouselContext;
  hasTag: (tag: 'open' | 'closed') => boolean;
}): CourseCarouselView {
  return {
    selected: snapshot.context.selected,
    openCard: snapshot.hasTag('open') ? snapshot.context.card : null,
  };
}
