import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { AddWidgetForm } from './AddWidgetForm.tsx';
import { DraftPreview } from './DraftPreview.tsx';
import { EditorStatus } from './EditorStatus.tsx';
import type { FormValues, WidgetFormField } from './fields.ts';
import { SlotList, type SlotListItem } from './SlotList.tsx';
import { type DraftPreviewStatus, useDraftPreview } from './useDraftPreview.ts';
import type { LayoutEditorStatus } from './useLayoutEditor.ts';
import { VersionHistory } from './VersionHistory.tsx';

// ED-04 the layout editor's parts: the status bar in every state of the machine, a list of slots
// reordered by keyboard (announced, focus kept) with a fault beside its slot, a placed slot's
// settings edited in place (refused beside the field, then applied), the add-a-widget form made
// from a contract, the draft preview in every state of its machine, and the history with a diff.
// Every story is also an axe check.

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

const countField: WidgetFormField = {
  name: 'count',
  kind: 'number',
  integer: true,
  min: 1,
  max: 10,
  description: 'How many stories, numbered',
  required: false,
};
const titleField: WidgetFormField = {
  name: 'title',
  kind: 'text',
  description: 'The heading',
  required: false,
};
/** As the site's check does with the contract: the widget's own words, by field. */
const countRefusals = (values: FormValues): Record<string, string> =>
  Number(values.count) > 10 ? { count: 'Too big: expected number to be <=10' } : {};

function ReorderableList() {
  const [items, setItems] = useState<SlotListItem[]>([
    { label: 'latest-from-publisher', when: '', faults: [] },
    {
      label: 'most-popular',
      when: '{"ref":"showAds"}',
      faults: ['regions.aside[1].props.count: Too big'],
      summary: 'count: 5',
      settings: {
        fields: [countField, titleField],
        values: { count: '5', title: '' },
        refusalsOf: countRefusals,
      },
    },
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
        onSettings={(index, values) =>
          setItems(
            items.map((item, each) =>
              each === index && item.settings
                ? {
                    ...item,
                    summary: `count: ${values.count}, title: ${JSON.stringify(values.title)}`,
                    settings: { ...item.settings, values },
                  }
                : item,
            ),
          )
        }
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

export const SettingsEditedInPlace: Story = {
  render: () => <ReorderableList />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Settings of most-popular' });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // The same fields as the add form, filled with the slot's props; the first takes the focus.
    const count = canvas.getByLabelText('count');
    await expect(count).toHaveValue(5);
    await expect(count).toHaveFocus();
    await expect(count).toHaveAccessibleDescription('How many stories, numbered');
    await userEvent.clear(count);
    await userEvent.type(count, '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply settings' }));
    // Refused beside the field, in the widget's words; nothing applied; the field has the focus.
    const form = canvasElement.querySelector('.slot-item__settings') as HTMLElement;
    await expect(form).toHaveAttribute('data-state', 'refused');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(/Too big: expected number to be <=10/);
    await waitFor(() => expect(count).toHaveFocus());
    await expect(canvas.getByText('count: 5')).toBeVisible();
    // Fixed as they type, then applied by keyboard: the list shows it and the focus goes back.
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await expect(count).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByLabelText('title'), 'Most read{Enter}');
    await expect(canvas.getByText('count: 4, title: "Most read"')).toBeVisible();
    await expect(canvas.getByText('Settings of most-popular applied')).toBeVisible();
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SettingsClosedByEscape: Story = {
  render: () => <ReorderableList />,
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Settings of most-popular' });
    await userEvent.click(open);
    await userEvent.type(canvas.getByLabelText('count'), '{Backspace}7');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Apply settings' })).toBeNull();
    await expect(canvas.getByText('count: 5')).toBeVisible();
    await waitFor(() => expect(open).toHaveFocus());
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

export const AddFormNamesARefusalBesideItsField: Story = {
  render: () => (
    <AddWidgetForm
      lists={['aside']}
      widgets={[
        {
          id: 'most-popular',
          description: 'A numbered list of the most-read stories.',
          fields: [countField, titleField],
          defaults: { count: '5', title: '' },
        },
      ]}
      refusalsOf={(_widget, values) => countRefusals(values)}
      onAdd={fn().mockName('onAdd')}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByLabelText('count');
    await expect(count).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(/Too big: expected number to be <=10/);
  },
};

// The draft preview: its status line and frame in each state of the `draftPreview` machine.
const previewStory = (status: DraftPreviewStatus, text: RegExp, dirty = true): Story => ({
  render: () => (
    <DraftPreview
      status={status}
      dirty={dirty}
      action="about:blank"
      fields={{ kind: 'article', layout: '{}' }}
      title="The article page as this reader gets it"
      formRef={{ current: null }}
      onLoaded={fn()}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const preview = canvasElement.querySelector('.draft-preview') as HTMLElement;
    await expect(preview).toHaveAttribute('data-state', status);
    await expect(preview.querySelector('.draft-preview__status')).toHaveTextContent(text);
    await expect(canvas.getByTitle('The article page as this reader gets it')).toBeVisible();
  },
});

export const DraftPreviewWaiting = previewStory('waiting', /follows once the layout has loaded/);
export const DraftPreviewSettling = previewStory('settling', /the preview follows when you pause/);
export const DraftPreviewLoading = previewStory('loading', /Updating the preview/);
export const DraftPreviewShowsTheDraft = previewStory('shown', /Showing your unsaved draft/);
export const DraftPreviewShowsTheSaved = previewStory('shown', /Showing the saved layout/, false);

/** The machine at work: the frame is asked for the draft once the changes pause. */
function FollowingPreview() {
  const [changes, setChanges] = useState(0);
  const [requests, setRequests] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const { status, send } = useDraftPreview(() => {
    setRequests((count) => count + 1);
    // Stands in for the frame's answer to the post.
    setTimeout(() => send({ type: 'LOADED' }), 50);
  });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setChanges(changes + 1);
          send({ type: 'DRAFT' });
        }}
      >
        Change the draft
      </button>
      <p>
        {changes} changes, {requests} requests
      </p>
      <DraftPreview
        status={status}
        dirty={changes > 0}
        action="about:blank"
        fields={{ kind: 'article', layout: String(changes) }}
        title="The article page as this reader gets it"
        formRef={form}
        onLoaded={() => send({ type: 'LOADED' })}
      />
    </>
  );
}

export const DraftPreviewFollowsAfterAPause: Story = {
  render: () => <FollowingPreview />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const preview = () => canvasElement.querySelector('.draft-preview') as HTMLElement;
    const change = canvas.getByRole('button', { name: 'Change the draft' });
    await userEvent.click(change);
    await waitFor(() => expect(preview()).toHaveAttribute('data-state', 'shown'));
    await userEvent.click(change);
    await userEvent.click(change);
    await userEvent.click(change);
    await expect(preview()).toHaveAttribute('data-state', 'settling');
    await waitFor(() => expect(canvas.getByText('4 changes, 2 requests')).toBeVisible(), { timeout: 3000 });
    await waitFor(() => expect(preview()).toHaveAttribute('data-state', 'shown'));
    await expect(preview().querySelector('.draft-preview__status')).toHaveTextContent(
      'Showing your unsaved draft.',
    );
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
