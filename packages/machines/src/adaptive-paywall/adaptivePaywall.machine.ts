import { fromPromise, setup } from 'xstate';

/** What the backend's meter said of this story for this reader (AB-08). */
export interface MeterAnswer {
  hit: boolean;
}

export interface AdaptivePaywallInput {
  msid: string;
}

/**
 * AB-08 adaptive paywall, in the reader's browser: once the page is there it asks the backend's
 * meter (`askMeter`, a placeholder the page provides) whether this reader has used up the free
 * adaptive stories; a hit closes the gate, anything else leaves the story open — a failed or
 * malformed answer is logged and shows no paywall (spec §8). Decided once per page.
 */
export const adaptivePaywallMachine = setup({
  types: {
    input: {} as AdaptivePaywallInput,
    context: {} as AdaptivePaywallInput,
  },
  actors: {
    askMeter: fromPromise<MeterAnswer, AdaptivePaywallInput>(async () => {
      throw new Error('askMeter is provided by the page');
    }),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'adaptivePaywall',
  context: ({ input }) => ({ msid: input.msid }),
  initial: 'asking',
  states: {
    asking: {
      tags: ['open'],
      invoke: {
        src: 'askMeter',
        input: ({ context }) => context,
        onDone: [{ guard: ({ event }) => event.output.hit === true, target: 'gated' }, { target: 'open' }],
        onError: {
          target: 'open',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    open: { type: 'final', tags: ['open'] },
    gated: { type: 'final', tags: ['gated'] },
  },
});

export type AdaptivePaywallView = 'asking' | 'open' | 'gated';

export function selectAdaptivePaywallView(snapshot: { value: unknown }): AdaptivePaywallView {
  return snapshot.value as AdaptivePaywallView;
}

/**
 * The meter's answer for one story, read defensively from the backend's JSON: a hit only when
 * the answer names this story and says so in a boolean; anything else is no hit.
 */
export function readMeterAnswer(body: unknown, msid: string): MeterAnswer {
  const dtos = (body as { articleResponseDtos?: unknown } | null)?.articleResponseDtos;
  if (!Array.isArray(dtos)) throw new Error('the meter answered without articleResponseDtos');
  const mine = dtos.find(
    (dto): dto is { msid: unknown; paywalHitStatus: unknown } =>
      typeof dto === 'object' && dto !== null && String((dto as { msid?: unknown }).msid) === msid,
  );
  return { hit: mine?.paywalHitStatus === true };
}
