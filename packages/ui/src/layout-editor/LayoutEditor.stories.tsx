import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { AddWidgetForm } from './AddWidgetForm.tsx';
import { EditorStatus } from './EditorStatus.tsx';
import { SlotList, type SlotListItem } from './SlotList.tsx';
import type { LayoutEditorStatus } from './useLayoutEditor.ts';
import { VersionHistory } from './VersionHistory.tsx';

// ED-04 the layout editor's parts: the status bar in every state of the machine, a list of slots
// reordered by keyboard (announced, focus kept) with a fault beside its slot, the add-a-widget
// form made from a contract, and the history with a diff. Every story is also an axe check.

const meta = {
  title: 'UI/LayoutEditor',
  component: EditorStatus,
  args: {
    status: 'clean',
    version: 3,
    faults: [],
    failure: null,
    conflictVersion: null,
    onSave: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof EditorStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => canvasElement.querySelector('.editor-status') as HTMLElement;
const statusStory = (
  status: LayoutEditorStatus,
  text: RegExp,
  extra: Partial<Story['args']> = {},
): Story => ({
  args: { status, ...extra },
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-state', status);
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  },
});

export const Loading = statusStory('loading', /Loading the layout/);
export const LoadFailed = statusStory('loadFailed', /could not be loaded/);
export const Clean = statusStory('clean', /No unsaved changes\. Version 3\./);
export const FileWithoutVersion = statusStory('clean', /As in the file/, { version: 0 });
export const Dirty: Story = {
  args: { status: 'dirty' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
export const Validating = statusStory('validating', /Checking the layout/);
export const Saving = statusStory('saving', /Saving/);
export const Reverting = statusStory('reverting', /Reverting/);
export const Saved = statusStory('saved', /Saved\. Version 3\./);
export const Refused: Story = {
  args: {
    status: 'refused',
    faults: [{ path: 'regions.aside[3].props.count', reason: 'Too big: expected number to be <=10' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Faults' })).toHaveTextContent(
      'regions.aside[3].props.count: Too big: expected number to be <=10',
    );
  },
};
export const Conflict: Story = {
  args: { status: 'conflict', conflictVersion: 4 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The newest is version 4.');
    await userEvent.click(canvas.getByRole('button', { name: /Load the newest version/ }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
export const Failed = statusStory('failed', /Not saved\. Version 3\. The server did not answer/, {
  failure: 'The server did not answer.',
});

function ReorderableList() {
  const [items, setItems] = useState<SlotListItem[]>([
    { label: 'latest-from-publisher', when: '', faults: [] },
    { label: 'most-popular', when: '{"ref":"showAds"}', faults: ['regions.aside[1].props.count: Too big'] },
    { label: 'newsletter-signup', when: '', faults: [] },
  ]);
  const [said, setSaid] = useState('');
  return (
    <>
      <SlotList
        label="aside"
        items={items}
        onMove={(from, to) => {
          const next = [...items];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved as SlotListItem);
          setItems(next);
        }}
        onRemove={(index) => setItems(items.filter((_, each) => each !== index))}
        onWhen={(index, text) => {
          if (text !== '' && !text.startsWith('{')) return 'This is not JSON.';
          setItems(items.map((item, each) => (each === index ? { ...item, when: text } : item)));
          return null;
        }}
        announce={setSaid}
      />
      <p aria-live="polite">{said}</p>
    </>
  );
}

export const SlotsReorderedByKeyboard: Story = {
  render: () => <ReorderableList />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'latest-from-publisher, 1 of 3 in aside' });
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(canvas.getByText('latest-from-publisher moved to 2 of 3 in aside')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'latest-from-publisher, 2 of 3 in aside' })).toHaveFocus(),
    );
    const labels = [...canvasElement.querySelectorAll('.slot-item__label')].map((each) => each.textContent);
    await expect(labels).toEqual(['most-popular', 'latest-from-publisher', 'newsletter-signup']);
    // The fault stays beside its slot, and the slot's handle names it.
    await expect(
      canvas.getByRole('button', { name: 'most-popular, 1 of 3 in aside' }),
    ).toHaveAccessibleDescription(/regions\.aside\[1\]\.props\.count: Too big/);
  },
};

export const SlotsReorderedByDrag: Story = {
  render: () => <ReorderableList />,
  play: async ({ canvas, canvasElement }) => {
    const items = canvasElement.querySelectorAll('.slot-list > ol > li');
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(items[2] as Element, { dataTransfer });
    fireEvent.dragOver(items[0] as Element, { dataTransfer });
    fireEvent.drop(items[0] as Element, { dataTransfer });
    await expect(canvas.getByText('newsletter-signup moved to 1 of 3 in aside')).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('.slot-item__label')].map((each) => each.textContent);
    await expect(labels).toEqual(['newsletter-signup', 'latest-from-publisher', 'most-popular']);
  },
};

export const ConditionRefusedBesideTheField: Story = {
  render: () => <ReorderableList />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Condition of newsletter-signup' }));
    const field = canvas.getByLabelText(/Show only when/);
    await userEvent.type(field, 'geo is IN');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply condition' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This is not JSON.');
  },
};

export const AddAWidgetFromItsContract: Story = {
  render: () => (
    <AddWidgetForm
      lists={['aside', 'fragment sidebarFoot']}
      widgets={[
        {
          id: 'most-popular',
          description: 'A numbered list of the most-read stories.',
          fields: [
            {
              name: 'count',
              kind: 'number',
              integer: true,
              min: 1,
              max: 10,
              description: 'How many',
              required: false,
            },
            {
              name: 'pictures',
              kind: 'choice',
              options: ['none', 'all'],
              description: 'Pictures',
              required: false,
            },
            { name: 'compact', kind: 'flag', description: 'Compact rows', required: false },
          ],
          defaults: { count: '5', pictures: 'none', compact: false },
        },
        { id: 'newsletter-signup', description: 'The newsletter form.', fields: [], defaults: {} },
      ]}
      onAdd={fn().mockName('onAdd')}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('count')).toHaveValue(5);
    await expect(canvas.getByLabelText('count')).toHaveAccessibleDescription('How many');
    await expect(canvas.getByLabelText('pictures')).toHaveValue('none');
    await expect(canvas.getByLabelText('compact')).not.toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Widget'), 'newsletter-signup');
    await expect(canvas.getByText('This widget has no settings.')).toBeVisible();
  },
};

export const HistoryWithDiff: Story = {
  render: () => (
    <VersionHistory
      current={3}
      versions={[
        { version: 3, at: '2026-11-26T10:00:00.000Z', author: 'Editor', note: 'revert to 1' },
        { version: 2, at: '2026-11-26T09:00:00.000Z', author: 'Editor', note: '' },
        { version: 1, at: '2026-11-26T08:00:00.000Z', author: null, note: 'as shipped' },
      ]}
      diff={{
        version: 2,
        lines: [
          { change: 'same', text: '"aside": [' },
          { change: 'removed', text: '  { "widget": "most-popular", "props": { "count": 4 } },' },
          { change: 'added', text: '  { "widget": "newsletter-signup" },' },
        ],
      }}
      onShowDiff={fn()}
      onRevert={fn()}
      emptyText="No saved version yet."
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2 lines differ/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revert to version 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revert to version 3' })).toBeNull();
  },
};
