export { AddWidgetForm, type AddWidgetFormProps, type WidgetChoice } from './AddWidgetForm.tsx';
export { DraftPreview, type DraftPreviewProps } from './DraftPreview.tsx';
export { EditorStatus, type EditorStatusProps } from './EditorStatus.tsx';
export type { FormValues, WidgetFormField } from './fields.ts';
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
