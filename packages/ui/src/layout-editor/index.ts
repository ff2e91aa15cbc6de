export {
  AddWidgetForm,
  type AddWidgetFormProps,
  type FormValues,
  type WidgetChoice,
  type WidgetFormField,
} from './AddWidgetForm.tsx';
export { DraftPreview, type DraftPreviewProps } from './DraftPreview.tsx';
export { EditorStatus, type EditorStatusProps } from './EditorStatus.tsx';
export { PropFields, type PropFieldsProps } from './PropFields.tsx';
export { SlotList, type SlotListItem, type SlotListProps } from './SlotList.tsx';
export { type SlotSettings, SlotSettingsForm, type SlotSettingsFormProps } from './SlotSettingsForm.tsx';
export { type DraftPreviewStatus, useDraftPreview } from './useDraftPreview.ts';
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
