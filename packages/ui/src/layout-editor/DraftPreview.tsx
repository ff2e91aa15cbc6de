import { type Ref, type SyntheticEvent, useId } from 'react';
import type { DraftPreviewStatus } from './useDraftPreview.ts';

export interface DraftPreviewProps {
  status: DraftPreviewStatus;
  /** Whether the draft differs from the saved layout (the words say which one is shown). */
  dirty: boolean;
  /** Where the draft is posted: the preview's page, the chosen reader in its query. */
  action: string;
  /** What is posted: the layout's page kind and the draft as JSON. */
  fields: Readonly<Record<string, string>>;
  /** The frame's accessible name: `The article page as this reader gets it`. */
  title: string;
  /** The form the caller submits (through `useDraftPreview`) to post the draft into the frame. */
  formRef: Ref<HTMLFormElement>;
  /** The frame has the answer to the newest post. */
  onLoaded(): void;
}

const STATUS_TEXT: Record<DraftPreviewStatus, string> = {
  waiting: 'The preview follows once the layout has loaded.',
  settling: 'Changed: the preview follows when you pause.',
  loading: 'Updating the preview…',
  shown: '',
};

/**
 * ED-04: the page as the chosen reader gets it with the editor's unsaved draft, in a frame: the
 * draft is posted into it (a form aimed at the frame, so the page arrives as a page, with its
 * own scripts), and a draft the layout check refuses shows its faults there in words. Its state
 * (`data-state`) and what it shows are said in a line above it (the frame is `aria-busy`
 * meanwhile); the frame keeps its size throughout.
 */
export function DraftPreview({ status, dirty, action, fields, title, formRef, onLoaded }: DraftPreviewProps) {
  const frameName = `draft-preview-${useId()}`;
  const said =
    status === 'shown'
      ? dirty
        ? 'Showing your unsaved draft.'
        : 'Showing the saved layout.'
      : STATUS_TEXT[status];
  const loaded = (event: SyntheticEvent<HTMLIFrameElement>) => {
    // The empty frame's own first load is not an answer.
    if (event.currentTarget.contentWindow?.location.href === 'about:blank') return;
    onLoaded();
  };
  return (
    <div className="draft-preview" data-state={status}>
      {/* Not a live region: each edit is announced by the list, and three words more per edit
          (changed, updating, shown) would talk over it; the frame says it is busy. */}
      <p className="draft-preview__status">{said}</p>
      <form ref={formRef} method="post" action={action} target={frameName} hidden>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <iframe
        name={frameName}
        className="layout-editor__frame"
        title={title}
        aria-busy={status === 'loading' || status === 'settling' ? 'true' : undefined}
        onLoad={loaded}
      />
    </div>
  );
}
