/**
 * DV-01: one machine drawn from its definition, with the states it is in now highlighted. The
 * boxes and arrows are placed by `layout.ts` once per machine; a new snapshot only repaints.
 */
import { machineDiagram } from '@newsroom/machines/diagram';
import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { FONT_SIZE, layoutDiagram, type PlacedDiagram, type PlacedState, stateLines } from './layout.ts';
import './machineDiagram.css';

export interface MachineDiagramViewProps {
  machine: AnyStateMachine;
  /** The running actor's snapshot; without one the diagram shows the definition only. */
  snapshot?: AnyMachineSnapshot;
  lastEvent?: string;
  /** A heading to show instead of the machine's id. */
  title?: string;
}

/** A state path as the state value `snapshot.matches` takes: ['open', 'idle'] → { open: 'idle' }. */
const stateValueOf = (path: string[]): unknown =>
  path.length === 1 ? path[0] : { [path[0] as string]: stateValueOf(path.slice(1)) };

const isActive = (state: PlacedState, snapshot: AnyMachineSnapshot | undefined) =>
  snapshot !== undefined && (state.path.length === 0 || snapshot.matches(stateValueOf(state.path) as never));

export function MachineDiagramView({ machine, snapshot, lastEvent, title }: MachineDiagramViewProps) {
  const diagram = useMemo(() => machineDiagram(machine), [machine]);
  const [placed, setPlaced] = useState<PlacedDiagram | 'failed' | undefined>();
  const arrow = `${useId()}-arrow`;
  useEffect(() => {
    let current = true;
    layoutDiagram(diagram).then(
      (result) => current && setPlaced(result),
      () => current && setPlaced('failed'),
    );
    return () => {
      current = false;
    };
  }, [diagram]);

  const active =
    placed && placed !== 'failed' ? placed.states.filter((state) => isActive(state, snapshot)) : [];
  const activeLeaves = active.filter((state) => state.kind !== 'compound' && state.kind !== 'parallel');
  const heading = title ?? machine.id;
  return (
    <figure className="machine-diagram" data-machine={machine.id} data-state={placed ? 'placed' : 'placing'}>
      <figcaption className="machine-diagram__caption">
        <strong>{heading}</strong>
        {snapshot ? (
          <span className="machine-diagram__now" data-testid="machine-diagram-now">
            now: {activeLeaves.map((state) => state.path.join('.')).join(', ') || '—'}
            {lastEvent ? ` · last event: ${lastEvent}` : ''}
          </span>
        ) : null}
      </figcaption>
      {placed === 'failed' ? (
        <p>The diagram could not be laid out.</p>
      ) : placed ? (
        <svg
          className="machine-diagram__svg"
          role="img"
          aria-label={`State diagram of ${heading}: ${placed.states.length} states, ${placed.transitions.length} transitions`}
          viewBox={`0 0 ${Math.ceil(placed.width)} ${Math.ceil(placed.height)}`}
          width={Math.ceil(placed.width)}
          height={Math.ceil(placed.height)}
          fontSize={FONT_SIZE}
        >
          <defs>
            <marker
              id={arrow}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" className="machine-diagram__arrowhead" />
            </marker>
          </defs>
          {placed.states.map((state) => (
            <g
              key={state.id}
              className="machine-diagram__state"
              data-state-id={state.id}
              data-kind={state.kind}
              data-active={isActive(state, snapshot) ? 'true' : 'false'}
            >
              <rect x={state.x} y={state.y} width={state.width} height={state.height} rx={6} />
              {state.kind === 'final' ? (
                <rect
                  x={state.x + 3}
                  y={state.y + 3}
                  width={state.width - 6}
                  height={state.height - 6}
                  rx={4}
                />
              ) : null}
              {stateLines(state).map((line, index) => (
                <text
                  key={line}
                  x={state.x + 8}
                  y={state.y + 1 + (index + 1) * (FONT_SIZE + 5)}
                  className={index === 0 ? 'machine-diagram__name' : 'machine-diagram__invoke'}
                >
                  {line}
                </text>
              ))}
            </g>
          ))}
          {placed.transitions.map((transition) => (
            <g key={transition.id} className="machine-diagram__transition" data-trigger={transition.trigger}>
              <polyline
                points={transition.points.map((point) => `${point.x},${point.y}`).join(' ')}
                markerEnd={`url(#${arrow})`}
              />
              {transition.labelAt ? (
                <text x={transition.labelAt.x + 2} y={transition.labelAt.y + transition.labelAt.height - 4}>
                  {transition.label}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : (
        <p>Laying out…</p>
      )}
    </figure>
  );
}
