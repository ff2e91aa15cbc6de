export {
  DRAFT_PREVIEW_SETTLE_MS,
  type DraftPreviewContext,
  type DraftPreviewEvent,
  draftPreviewMachine,
} from './draftPreview.machine.ts';
export {
  type EditorFault,
  LAYOUT_EDITOR_TEXTS,
  type LayoutDocument,
  type LayoutEditorContext,
  type LayoutEditorEvent,
  LayoutSaveError,
  type LoadedLayout,
  layoutEditorMachine,
} from './layoutEditor.machine.ts';
