import { LayoutEditorView, type LayoutEditorViewProps } from '../editor/LayoutEditorView.tsx';

/** ED-04 the layout editor on `/_editor/layouts`: the page's one island, woken at load. */
export default function LayoutEditorIsland(props: LayoutEditorViewProps) {
  return <LayoutEditorView {...props} />;
}
