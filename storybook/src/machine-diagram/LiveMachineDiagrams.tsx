/**
 * DV-01: a diagram of every machine running in the story above it, each with the states its actor
 * is in now — click through the story and watch the highlight move.
 */

import { useLiveActors } from './liveActors.ts';
import { MachineDiagramView } from './MachineDiagramView.tsx';

export function LiveMachineDiagrams() {
  const actors = useLiveActors();
  if (actors.length === 0) return null;
  return (
    <section className="machine-diagrams" aria-label="Machine diagrams">
      <h2 className="machine-diagrams__title">Machines in this story</h2>
      {actors.map((actor) => (
        <MachineDiagramView
          key={actor.sessionId}
          machine={actor.machine}
          snapshot={actor.snapshot}
          {...(actor.lastEvent ? { lastEvent: actor.lastEvent } : {})}
        />
      ))}
    </section>
  );
}
