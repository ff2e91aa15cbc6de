/**
 * Type-level tests of the keyed widget and island registries (issue 17): tsc compiles this file
 * with the rest (`./dev exec tsc -p tsconfig.json`), and each `@ts-expect-error` fails the
 * compile the day its line stops being an error. Nothing here runs.
 */
import { Island } from '@newsroom/composer';
import { type PollOfTheDayProps, pollOfTheDayContract } from '@newsroom/contracts/widgets/poll-of-the-day';
import { defineIsland, defineScriptIsland } from '../lib/defineIsland.ts';
import type { MasterclassItem } from './masterclass-slider/MasterclassSliderView.tsx';
import MasterclassSliderIsland from './masterclass-slider/masterclass-slider.island.tsx';
import PollOfTheDayIsland from './poll-of-the-day/poll-of-the-day.island.tsx';
import type { PollOfTheDayData } from './poll-of-the-day/pollOfTheDay.tsx';
import { type WidgetRegistry, widgetRegistry } from './registry.ts';
import { defineWidget } from './types.ts';

const { 'poll-of-the-day': poll, ...withoutPoll } = widgetRegistry;

export const typeTests = [
  // The registry as it is passes.
  widgetRegistry satisfies WidgetRegistry,

  // @ts-expect-error a contract without its widget
  withoutPoll satisfies WidgetRegistry,

  // @ts-expect-error a widget under another widget's id
  { ...widgetRegistry, 'masterclass-slider': poll } satisfies WidgetRegistry,

  // A widget that hydrates without its island as its view: a plain view of the right props.
  {
    ...widgetRegistry,
    // @ts-expect-error `islandName` is missing: no island to wake
    'poll-of-the-day': { ...poll, View: (_: { props: PollOfTheDayProps; data: PollOfTheDayData }) => null },
  } satisfies WidgetRegistry,

  {
    ...widgetRegistry,
    // @ts-expect-error a hydrating widget whose view is another widget's island (name and props)
    'poll-of-the-day': { ...poll, View: MasterclassSliderIsland },
  } satisfies WidgetRegistry,

  defineWidget(pollOfTheDayContract, {
    load: async (): Promise<MasterclassItem[]> => [],
    // @ts-expect-error a view whose props are not the contract's
    View: MasterclassSliderIsland,
  }),

  // @ts-expect-error an island name without its file in islands/ (the island registry)
  defineIsland('no-such-island', () => null),

  // @ts-expect-error a React island is not a script island
  defineScriptIsland('poll-of-the-day', () => null),
];

export const stringNamedIsland = (
  // @ts-expect-error the string-named form is gone: the island is the child element
  <Island name="poll-of-the-day" hydrate="visible" props={{}}>
    <PollOfTheDayIsland props={{ title: 'Poll' }} data={{} as PollOfTheDayData} />
  </Island>
);
