import { LayoutEditorView, type LayoutEditorViewProps } from '../editor/LayoutEditorView.tsx';
import { defineIsland } from './define.ts';

/** ED-04 the layout editor on `/_editor/layouts`: the page's one island, woken at load. */
function LayoutEditorIsland(props: LayoutEditorViewProps) {
  return <LayoutEditorView {...props} />;
}

export default defineIsland('layout-editor', LayoutEditorIsland);
