import { COMMENTS_DRAWER_WIDTH_PX } from '@newsroom/machines';
import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, CSSProperties } from 'react';

/**
 * AR-02 comments drawer, headless, on Radix Dialog: a modal panel fixed at the right edge,
 * 530px wide (never wider than the viewport), full height. Focus stays inside while it is open
 * and returns to the trigger when it closes; Escape and a click outside close it; the rest of the
 * page is hidden from assistive technology meanwhile. All Radix Dialog behaviour, unchanged.
 *
 *   <CommentsDrawer.Root>
 *     <CommentsDrawer.Trigger>Comments (12)</CommentsDrawer.Trigger>
 *     <CommentsDrawer.Overlay />
 *     <CommentsDrawer.Content aria-describedby={undefined}>
 *       <CommentsDrawer.Title>Comments</CommentsDrawer.Title>
 *       <CommentsDrawer.Close>Close</CommentsDrawer.Close>
 *       …the list and the form…
 *     </CommentsDrawer.Content>
 *   </CommentsDrawer.Root>
 *
 * `Content` carries the geometry the spec fixes (position, right edge, 530px, full height) as
 * inline style, so the drawer is a drawer even unstyled; anything else is the site's CSS, hooked on
 * `[data-comments-drawer]` and Radix's `data-state="open|closed"`. A `style` prop is merged over
 * the geometry (e.g. to animate). Its children mount only while it is open, so the list's machine
 * starts (and fetches) when the reader opens the drawer.
 */

/** The geometry the spec fixes; the site's CSS does the rest. */
export const COMMENTS_DRAWER_STYLE: Readonly<CSSProperties> = {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: `${COMMENTS_DRAWER_WIDTH_PX}px`,
  maxWidth: '100vw',
  height: '100dvh',
  boxSizing: 'border-box',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
};

export type CommentsDrawerRootProps = Dialog.DialogProps;

/** Open state: uncontrolled (`defaultOpen`) or controlled (`open` + `onOpenChange`). */
function CommentsDrawerRoot(props: CommentsDrawerRootProps) {
  return <Dialog.Root {...props} />;
}

export type CommentsDrawerTriggerProps = ComponentProps<typeof Dialog.Trigger>;

/** The button that opens the drawer (the byline's comment button); `aria-expanded` by Radix. */
function CommentsDrawerTrigger(props: CommentsDrawerTriggerProps) {
  return <Dialog.Trigger {...props} />;
}

export type CommentsDrawerOverlayProps = ComponentProps<typeof Dialog.Overlay> & {
  /** Where to portal it; default `document.body`. */
  container?: HTMLElement | null;
};

/** An optional backdrop behind the drawer (clicks on it close the drawer). */
function CommentsDrawerOverlay({ container, style, ...props }: CommentsDrawerOverlayProps) {
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay
        {...props}
        data-comments-drawer-overlay=""
        style={{ position: 'fixed', inset: 0, ...style }}
      />
    </Dialog.Portal>
  );
}

export type CommentsDrawerContentProps = ComponentProps<typeof Dialog.Content> & {
  /** Where to portal it; default `document.body`. */
  container?: HTMLElement | null;
};

/** The panel: `role="dialog"`, modal, labelled by its Title. */
function CommentsDrawerContent({ container, style, ...props }: CommentsDrawerContentProps) {
  return (
    <Dialog.Portal container={container}>
      <Dialog.Content
        {...props}
        data-comments-drawer=""
        data-side="right"
        style={{ ...COMMENTS_DRAWER_STYLE, ...style }}
      />
    </Dialog.Portal>
  );
}

export type CommentsDrawerTitleProps = ComponentProps<typeof Dialog.Title>;

/** The drawer's name (required by the dialog pattern). */
function CommentsDrawerTitle(props: CommentsDrawerTitleProps) {
  return <Dialog.Title {...props} />;
}

export type CommentsDrawerDescriptionProps = ComponentProps<typeof Dialog.Description>;

/** An optional description; without one, pass `aria-describedby={undefined}` to Content. */
function CommentsDrawerDescription(props: CommentsDrawerDescriptionProps) {
  return <Dialog.Description {...props} />;
}

export type CommentsDrawerCloseProps = ComponentProps<typeof Dialog.Close>;

/** Closes the drawer; focus returns to the Trigger. */
function CommentsDrawerClose(props: CommentsDrawerCloseProps) {
  return <Dialog.Close {...props} />;
}

export {
  CommentsDrawerClose,
  CommentsDrawerContent,
  CommentsDrawerDescription,
  CommentsDrawerOverlay,
  CommentsDrawerRoot,
  CommentsDrawerTitle,
  CommentsDrawerTrigger,
};

/** The compound component: `Root`, `Trigger`, `Overlay`, `Content`, `Title`, `Description`, `Close`. */
export const CommentsDrawer = {
  Root: CommentsDrawerRoot,
  Trigger: CommentsDrawerTrigger,
  Overlay: CommentsDrawerOverlay,
  Content: CommentsDrawerContent,
  Title: CommentsDrawerTitle,
  Description: CommentsDrawerDescription,
  Close: CommentsDrawerClose,
} as const;
