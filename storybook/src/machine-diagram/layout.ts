/**
 * DV-01: places a machine diagram's boxes and arrows with ELK (the layered layout the Stately
 * visualiser also uses), in the browser and offline. States nest as boxes in boxes; every
 * coordinate comes back relative to the diagram's top left, so the view draws without sums.
 */

import type { DiagramState, DiagramTransition, MachineDiagram } from '@newsroom/machines/diagram';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

/** The diagram's text is monospaced, so a label's width is its length times one advance. */
export const FONT_SIZE = 11;
const ADVANCE = FONT_SIZE * 0.62;
const LINE = FONT_SIZE + 5;
const PADDING = 8;

export interface PlacedState extends DiagramState {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedTransition extends DiagramTransition {
  /** The arrow's points, first at the source, last at the target. */
  points: { x: number; y: number }[];
  labelAt?: { x: number; y: number; width: number; height: number };
}

export interface PlacedDiagram {
  id: string;
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

const elk = new ELK();

export const textWidth = (text: string) => Math.ceil(text.length * ADVANCE) + 2 * PADDING;

/** The lines a state's box holds: `→` when its parent starts there, its name and tags, then what it invokes. */
export const stateLines = (state: DiagramState) => [
  `${state.initial ? '→ ' : ''}${state.name}${state.tags.length > 0 ? ` (${state.tags.join(', ')})` : ''}`,
  ...state.invokes.map((id) => `invoke ${id}`),
];

export async function layoutDiagram(diagram: MachineDiagram): Promise<PlacedDiagram> {
  const byParent = new Map<string | undefined, DiagramState[]>();
  for (const state of diagram.states)
    byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state]);

  const toNode = (state: DiagramState): ElkNode => {
    const children = byParent.get(state.id) ?? [];
    const lines = stateLines(state);
    if (children.length === 0)
      return {
        id: state.id,
        width: Math.max(64, ...lines.map(textWidth)),
        height: lines.length * LINE + PADDING,
      };
    return {
      id: state.id,
      labels: [{ text: lines.join(' · '), width: textWidth(lines.join(' · ')), height: LINE }],
      layoutOptions: {
        'elk.padding': `[top=${LINE + PADDING * 2},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      },
      children: children.map(toNode),
    };
  };
  const root = diagram.states.find((state) => state.parent === undefined);
  if (!root) throw new Error(`${diagram.id}: no root state`);

  const edges: ElkExtendedEdge[] = diagram.transitions.map((transition) => ({
    id: transition.id,
    sources: [transition.source],
    targets: [transition.target],
    labels: [{ text: transition.label, width: textWidth(transition.label), height: LINE }],
  }));

  const graph: ElkNode = {
    id: `${diagram.id}:diagram`,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.nodeLabels.placement': '[H_LEFT, V_TOP, INSIDE]',
      // Every shape and arrow relative to the diagram itself, not to the box that holds it.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [toNode(root)],
    edges,
  };
  const placed = await elk.layout(graph);

  const states: PlacedState[] = [];
  const byId = new Map(diagram.states.map((state) => [state.id, state]));
  const collect = (node: ElkNode) => {
    const state = byId.get(node.id);
    if (state)
      states.push({
        ...state,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
    node.children?.forEach(collect);
  };
  placed.children?.forEach(collect);

  const transitionsById = new Map(diagram.transitions.map((transition) => [transition.id, transition]));
  const transitions: PlacedTransition[] = (placed.edges ?? []).flatMap((edge) => {
    const transition = transitionsById.get(edge.id);
    if (!transition) return [];
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    return [
      {
        ...transition,
        points,
        ...(label
          ? {
              labelAt: {
                x: label.x ?? 0,
                y: label.y ?? 0,
                width: label.width ?? 0,
                height: label.height ?? 0,
              },
            }
          : {}),
      },
    ];
  });
  return { id: diagram.id, width: placed.width ?? 0, height: placed.height ?? 0, states, transitions };
}
