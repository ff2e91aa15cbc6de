import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FormValues } from './fields.ts';
import { type SlotSettings, SlotSettingsForm } from './SlotSettingsForm.tsx';

/** One item of a list of slots as the editor shows it (ED-04). */
export interface SlotListItem {
  label: string;
  /** The item's `when` as JSON text, '' when it has none. */
  when: string;
  /** The layout check's faults at this item, as `path: reason`. */
  faults: readonly string[];
  /** Its settings as written, in a few words: `count: 4, title: "Most read"`; '' when none. */
  summary?: string;
  /** A slot of a known widget with settings: editable in place. */
  settings?: SlotSettings;
}

export interface SlotListProps {
  /** `aside · variant tech`. */
  label: string;
  items: readonly SlotListItem[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** The item's new `when` as typed; '' removes it. Answers a message when it is not JSON. */
  onWhen(index: number, text: string): string | null;
  /** The item's settings as the editor applied them (already taken by the widget's contract). */
  onSettings?(index: number, values: FormValues): void;
  /** For the aria-live announcement: `most-popular moved to 2 of 5 in aside`. */
  announce(message: string): void;
}

/**
 * A list of slots, reordered by keyboard (focus an item, Alt+ArrowUp / Alt+ArrowDown, or its
 * Move up / Move down buttons), or by dragging it with a pointer; each item's faults are shown
 * under it, its condition can be edited as JSON and its settings with the form from its widget's
 * contract. The moved item keeps the focus.
 */
export function SlotList({ label, items, onMove, onRemove, onWhen, onSettings, announce }: SlotListProps) {
  const headingId = useId();
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  // The dragged item: a ref, as a quick drop can come before the render that a state would need.
  const dragged = useRef<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    handles.current[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setFocusAt(to);
    announce(`${items[from]?.label} moved to ${to + 1} of ${items.length} in ${label}`);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
    }
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
    setDragFrom(null);
  };

  return (
    <section className="slot-list" aria-labelledby={headingId} data-slot-list={label}>
      <h3 id={headingId}>{label}</h3>
      <p id={`${headingId}-keys`} className="visually-hidden">
        Alt+Arrow Up and Alt+Arrow Down move the slot; or drag it.
      </p>
      {items.length === 0 ? <p className="slot-list__empty">No slots.</p> : null}
      <ol>
        {items.map((item, index) => (
          <li
            // Items have no ids of their own; the position is what the editor moves.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity here
            key={index}
            draggable
            data-invalid={item.faults.length > 0 ? 'true' : undefined}
            data-dragging={dragFrom === index ? 'true' : undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              dragged.current = index;
              setDragFrom(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            onDragEnd={() => {
              dragged.current = null;
              setDragFrom(null);
            }}
          >
            <button
              type="button"
              className="slot-item__handle"
              ref={(element) => {
                handles.current[index] = element;
              }}
              aria-roledescription="movable slot"
              aria-label={`${item.label}, ${index + 1} of ${items.length} in ${label}`}
              aria-describedby={`${headingId}-keys${item.faults.length > 0 ? ` ${headingId}-f${index}` : ''}`}
              onKeyDown={onKeyDown(index)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <SlotItem
              item={item}
              index={index}
              count={items.length}
              faultsId={`${headingId}-f${index}`}
              onMove={move}
              onRemove={() => {
                onRemove(index);
                announce(`${item.label} removed from ${label}`);
              }}
              onWhen={(text) => onWhen(index, text)}
              onSettings={(values) => {
                onSettings?.(index, values);
                announce(`Settings of ${item.label} applied`);
              }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function SlotItem(props: {
  item: SlotListItem;
  index: number;
  count: number;
  faultsId: string;
  onMove(from: number, to: number): void;
  onRemove(): void;
  onWhen(text: string): string | null;
  onSettings(values: FormValues): void;
}) {
  const { item, index, count, faultsId } = props;
  const [editing, setEditing] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const closeSettings = () => {
    setSettingsOpen(false);
    // Back to the button that opened it, so the keyboard stays where the editor was.
    queueMicrotask(() => settingsButton.current?.focus());
  };
  const [text, setText] = useState(item.when);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  return (
    <>
      <span className="slot-item__label">{item.label}</span>
      {item.summary ? <code className="slot-item__summary">{item.summary}</code> : null}
      {item.when ? <code className="slot-item__when">when {item.when}</code> : null}
      <span className="slot-item__tools">
        <button
          type="button"
          disabled={index === 0}
          aria-label={`Move up ${item.label}`}
          onClick={() => props.onMove(index, index - 1)}
        >
          Move up
        </button>
        <button
          type="button"
          disabled={index === count - 1}
          aria-label={`Move down ${item.label}`}
          onClick={() => props.onMove(index, index + 1)}
        >
          Move down
        </button>
        {item.settings ? (
          <button
            ref={settingsButton}
            type="button"
            aria-expanded={settingsOpen}
            aria-label={`Settings of ${item.label}`}
            onClick={() => setSettingsOpen(!settingsOpen)}
          >
            Settings
          </button>
        ) : null}
        <button
          type="button"
          aria-expanded={editing}
          aria-label={`Condition of ${item.label}`}
          onClick={() => {
            setText(item.when);
            setProblem(null);
            setEditing(!editing);
          }}
        >
          Condition
        </button>
        <button type="button" onClick={props.onRemove} aria-label={`Remove ${item.label}`}>
          Remove
        </button>
      </span>
      {settingsOpen && item.settings ? (
        <SlotSettingsForm
          label={item.label}
          settings={item.settings}
          onApply={(values) => {
            props.onSettings(values);
            closeSettings();
          }}
          onCancel={closeSettings}
        />
      ) : null}
      {editing ? (
        <form
          className="slot-item__condition"
          onSubmit={(event) => {
            event.preventDefault();
            const refused = props.onWhen(text);
            setProblem(refused);
            if (!refused) setEditing(false);
          }}
        >
          <label htmlFor={fieldId}>Show only when (a condition as JSON; empty: always)</label>
          <textarea
            id={fieldId}
            rows={3}
            value={text}
            spellCheck={false}
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? `${fieldId}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {problem ? (
            <p id={`${fieldId}-problem`} className="field-error">
              {problem}
            </p>
          ) : null}
          <button type="submit">Apply condition</button>
        </form>
      ) : null}
      {item.faults.length > 0 ? (
        <ul id={faultsId} className="slot-item__faults">
          {item.faults.map((fault) => (
            <li key={fault}>{fault}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
