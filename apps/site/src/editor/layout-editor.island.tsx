import { defineIsland } from '../lib/defineIsland.ts';
import { LayoutEditorView, type LayoutEditorViewProps } from './LayoutEditorView.tsx';

/** ED-04 the layout editor on `/_editor/layouts`: the page's one island, woken at load. */
function LayoutEditorIsland(props: LayoutEditorViewProps) {
  return <LayoutEditorView {...props} />;
}

export default defineIsland('layout-editor', LayoutEditorIsland);
