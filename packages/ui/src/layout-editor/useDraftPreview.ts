import { draftPreviewMachine } from '@newsroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';

/** The draft preview's state (ED-04): waiting | settling | loading | shown. */
export type DraftPreviewStatus = 'waiting' | 'settling' | 'loading' | 'shown';

/**
 * Runs the `draftPreview` machine; `request` posts the current draft into the frame (called once
 * the editor has paused). Answers its state and its sender (DRAFT on each change, LOADED when the
 * frame has the answer).
 */
export function useDraftPreview(request: () => void) {
  // The newest `request` is called, whatever render the machine was made in.
  const latest = useRef(request);
  latest.current = request;
  const machine = useMemo(
    () => draftPreviewMachine.provide({ actions: { requestPreview: () => latest.current() } }),
    [],
  );
  const actor = useActorRef(machine);
  const status = useSelector(actor, (snapshot) => snapshot.value as DraftPreviewStatus);
  return { status, send: actor.send };
}
