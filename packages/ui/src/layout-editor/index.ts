export {
  AddWidgetForm,
  type AddWidgetFormProps,
  type FormValues,
  type WidgetChoice,
  type WidgetFormField,
} from './AddWidgetForm.tsx';
export { EditorStatus, type EditorStatusProps } from './EditorStatus.tsx';
export { SlotList, type SlotListItem, type SlotListProps } from './SlotList.tsx';
export {
  type LayoutEditorCalls,
  type LayoutEditorStatus,
  statusOf,
  useLayoutEditor,
} from './useLayoutEditor.ts';
export {
  type DiffLine,
  type VersionEntry,
  VersionHistory,
  type VersionHistoryProps,
} from './VersionHistory.tsx';
