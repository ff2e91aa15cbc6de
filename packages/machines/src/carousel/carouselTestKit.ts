import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { type CarouselEvent, carouselMachine } from './carousel.machine.ts';
import type { CarouselInput } from './carouselInput.ts';
import { carouselPresets } from './carouselPresets.ts';
import { selectCarouselView } from './carouselView.ts';

/**
 * Test support for the carousel's tests (imported by `*.test.ts` only): a started actor on a
 * SimulatedClock whose visibility the test reports with `see`, and the failures it reported.
 */
export function start(input: CarouselInput, load?: () => Promise<readonly unknown[]>) {
  const clock = new SimulatedClock();
  const failures: string[] = [];
  let report: ((visible: boolean) => void) | null = null;
  const machine = carouselMachine.provide({
    actors: {
      visibilitySource: fromCallback<CarouselEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
      ...(load ? { loadItems: fromPromise(load) } : {}),
    },
    actions: { reportFailure: (_, params) => failures.push(params.reason) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectCarouselView(actor.getSnapshot());
  const see = (visible: boolean) => report?.(visible);
  return { actor, clock, view, see, failures };
}

/** Three slides turned once round by autoplay: one on after each full `ms`, the first after the last. */
export function expectTurn({ clock, view }: Pick<ReturnType<typeof start>, 'clock' | 'view'>, ms: number) {
  clock.increment(ms - 1);
  expect(view().index).toBe(0);
  clock.increment(1);
  expect(view().index).toBe(1);
  clock.increment(ms);
  expect(view().index).toBe(2);
  clock.increment(ms);
  expect(view().index).toBe(0);
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export const GAINERS = ['Kaveri Steel', 'Konark Bank', 'Indus Infotech', 'Gulmohar'];

/**
 * The carousels whose autoplay is the carousel's own (automatic): each with its feature, its
 * interval and its input for `n` slides (HM-04's strip is given rows, the others a count).
 */
const trending = {
  feature: 'AR-17 trending links',
  ms: carouselPresets.trending.interval,
  input: (n: number, more: CarouselInput = {}) => ({ ...carouselPresets.trending, slides: n, ...more }),
};
const masterclass = {
  feature: 'AB-25 masterclass auto-slide',
  ms: carouselPresets.masterclass.interval,
  input: (n: number, more: CarouselInput = {}) => ({
    ...carouselPresets.masterclass,
    autoplay: 'auto' as const,
    slides: n,
    ...more,
  }),
};
export const MARKET_STRIP = {
  feature: 'HM-04 market strip',
  ms: carouselPresets.marketStrip.interval,
  input: (n: number, more: CarouselInput = {}) => ({
    ...carouselPresets.marketStrip,
    items: Array.from({ length: n }, (_, i) => GAINERS[i % GAINERS.length]),
    ...more,
  }),
};
export const AUTOMATIC = [trending, masterclass, MARKET_STRIP];

export const SLIDESHOW = {
  feature: 'AB-18 slideshow',
  ms: carouselPresets.slideshow.interval,
  input: (n: number, more: CarouselInput = {}) => ({ ...carouselPresets.slideshow, slides: n, ...more }),
};
export const SLIDE_DECK = {
  feature: 'AB-18 slide deck',
  ms: carouselPresets.slideDeck.interval,
  input: (n: number, more: CarouselInput = {}) => ({ ...carouselPresets.slideDeck, slides: n, ...more }),
};
/** The carousels that play only after the reader's PLAY (AB-18's two). */
export const READER_PLAYED = [SLIDESHOW, SLIDE_DECK];
