import type { EditorFault } from '@newsroom/machines';
import type { LayoutEditorStatus } from './useLayoutEditor.ts';

const STATUS_TEXT: Record<LayoutEditorStatus, string> = {
  loading: 'Loading the layout…',
  loadFailed: 'The layout could not be loaded.',
  clean: 'No unsaved changes.',
  dirty: 'Unsaved changes.',
  validating: 'Checking the layout…',
  saving: 'Saving…',
  reverting: 'Reverting…',
  saved: 'Saved.',
  refused: 'Not saved: the layout has faults. Fix them and save again.',
  conflict: 'Not saved: another editor saved a newer version.',
  failed: 'Not saved.',
};

export interface EditorStatusProps {
  status: LayoutEditorStatus;
  version: number;
  faults: readonly EditorFault[];
  failure: string | null;
  conflictVersion: number | null;
  onSave(): void;
  onReload(): void;
}

/**
 * ED-04: the editor's bar: what state the draft is in (`data-state`), Save, and the faults the
 * check found, each as `json.path: reason` (also shown next to its slot). The words are in a
 * status region, so a save's outcome is announced.
 */
export function EditorStatus(props: EditorStatusProps) {
  const { status, faults } = props;
  const canSave = status === 'dirty' || status === 'refused' || status === 'failed';
  return (
    <div className="editor-status" data-state={status}>
      <p role="status" className="editor-status__text">
        {STATUS_TEXT[status]}{' '}
        {props.version > 0 ? `Version ${props.version}.` : 'As in the file (no saved version yet).'}
        {status === 'conflict' && props.conflictVersion
          ? ` The newest is version ${props.conflictVersion}.`
          : ''}
        {props.failure && status !== 'conflict' ? ` ${props.failure}` : ''}
      </p>
      <span className="editor-status__tools">
        <button type="button" onClick={props.onSave} disabled={!canSave} aria-disabled={!canSave}>
          Save layout
        </button>
        {status === 'conflict' || status === 'loadFailed' ? (
          <button type="button" onClick={props.onReload}>
            Load the newest version (drops your changes)
          </button>
        ) : null}
      </span>
      {status === 'refused' && faults.length > 0 ? (
        <ul className="editor-status__faults" aria-label="Faults">
          {faults.map((fault) => (
            <li key={`${fault.path}: ${fault.reason}`}>
              <code>{fault.path}</code>: {fault.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
