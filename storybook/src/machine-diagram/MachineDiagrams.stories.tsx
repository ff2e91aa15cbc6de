import * as machines from '@newsroom/machines';
import { machineDiagram } from '@newsroom/machines/diagram';
import { FontSize } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { LiveMachineDiagrams } from './LiveMachineDiagrams.tsx';
import { MachineDiagramView } from './MachineDiagramView.tsx';

// DV-01: every machine as a diagram drawn from its own definition, and one live beside a widget.

/** The package's machines, found by shape: a new machine appears here without a list to keep. */
const allMachines = Object.entries(machines)
  .filter(
    (entry): entry is [string, AnyStateMachine] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'root' in entry[1] && 'config' in entry[1],
  )
  .sort(([a], [b]) => a.localeCompare(b));

function AllMachines() {
  return (
    <main style={{ display: 'grid', gap: '2.5rem', padding: '1rem' }}>
      <h1 style={{ font: '700 1.25rem/1.3 sans-serif', margin: 0 }}>
        Every machine ({allMachines.length}), drawn from its definition
      </h1>
      {allMachines.map(([name, machine]) => (
        <MachineDiagramView key={name} machine={machine} title={name} />
      ))}
    </main>
  );
}

function LiveFontSize() {
  return (
    <div style={{ padding: '1rem' }}>
      <FontSize.Root initial="medium">
        <FontSize.Decrease>Smaller text</FontSize.Decrease>
        <FontSize.Increase>Larger text</FontSize.Increase>
      </FontSize.Root>
      <LiveMachineDiagrams />
    </div>
  );
}

const meta = {
  title: 'Tools/Machine diagrams',
  // These stories draw their diagrams themselves; the decorator's would be a second copy.
  parameters: { machineDiagrams: false, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMachine: Story = {
  render: () => <AllMachines />,
  // Forty diagrams, one tall page: each picture of it takes seconds.
  parameters: { screenshot: { timeout: 40_000 } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.machine-diagram[data-state="placed"]')).toHaveLength(
          allMachines.length,
        ),
      { timeout: 10_000 },
    );
    // Each drawing holds a box for every state and an arrow for every transition of its machine.
    for (const [name, machine] of allMachines) {
      const figure = canvasElement.querySelector(`.machine-diagram[data-machine="${machine.id}"]`);
      const diagram = machineDiagram(machine);
      await expect(figure?.querySelectorAll('.machine-diagram__state'), name).toHaveLength(
        diagram.states.length,
      );
      await expect(figure?.querySelectorAll('.machine-diagram__transition'), name).toHaveLength(
        diagram.transitions.length,
      );
    }
  },
};

export const LiveBesideAWidget: Story = {
  render: () => <LiveFontSize />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stateBox = (id: string) => canvasElement.querySelector(`[data-state-id="${id}"]`);
    await waitFor(() => expect(stateBox('fontSize.medium')).toHaveAttribute('data-active', 'true'));
    await expect(stateBox('fontSize.large')).toHaveAttribute('data-active', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'Larger text' }));
    await waitFor(() => expect(stateBox('fontSize.large')).toHaveAttribute('data-active', 'true'));
    await expect(stateBox('fontSize.medium')).toHaveAttribute('data-active', 'false');
    await expect(canvas.getByTestId('machine-diagram-now')).toHaveTextContent(
      'now: large · last event: INCREASE',
    );
  },
};
