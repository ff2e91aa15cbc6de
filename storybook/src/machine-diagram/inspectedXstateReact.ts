/**
 * DV-01, Storybook only: `@xstate/react` as the stories' components import it (main.ts points the
 * import here), the same hooks with every actor inspected for the machine diagrams beside the
 * story — the components stay unaware of the tool. With STORYBOOK_STATELY_INSPECT=1 the Stately
 * inspector (online) gets the same events; it is never loaded otherwise, nor in any site bundle.
 */

import { useActorRef as useActorRefOf, useMachine as useMachineOf } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { inspectForDiagrams } from './liveActors.ts';

export * from '@xstate/react';

type Inspect = (event: InspectionEvent) => void;
let stately: Inspect | undefined;
if (import.meta.env.STORYBOOK_STATELY_INSPECT === '1') {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    stately = (event) => inspector.inspect.next?.(event);
  });
}

function inspected(options: { inspect?: unknown } | undefined): { inspect: Inspect } {
  const own = options?.inspect as Inspect | undefined;
  const inspect: Inspect = (event) => {
    inspectForDiagrams(event);
    stately?.(event);
    own?.(event);
  };
  return { ...(options ?? {}), inspect };
}

type Options = { inspect?: unknown } | undefined;
// The hooks' typed rest parameters cannot be spelled again here; the casts keep their public types.
const useActorRefLoose = useActorRefOf as unknown as (
  logic: unknown,
  options?: Options,
  observer?: unknown,
) => unknown;
const useMachineLoose = useMachineOf as unknown as (logic: unknown, options?: Options) => unknown;

export const useActorRef = ((logic: unknown, options?: Options, observer?: unknown) =>
  useActorRefLoose(logic, inspected(options), observer)) as unknown as typeof useActorRefOf;

export const useMachine = ((logic: unknown, options?: Options) =>
  useMachineLoose(logic, inspected(options))) as unknown as typeof useMachineOf;
