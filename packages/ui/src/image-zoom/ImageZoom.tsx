import * as Dialog from '@radix-ui/react-dialog';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  useCallback,
  useContext,
  useState,
} from 'react';

/**
 * AB-24 image zoom, headless, on Radix Dialog: a picture of the story shown full screen. The
 * whole overlay is one close button (a click anywhere closes it), Escape closes it, focus is
 * kept inside while it is open and returns to the trigger when it closes; the page behind is
 * hidden from assistive technology meanwhile. All Radix Dialog behaviour, unchanged.
 *
 *   <ImageZoom.Root>
 *     <ImageZoom.Trigger asChild><a href={full}><img … /></a></ImageZoom.Trigger>
 *     <ImageZoom.Content title="Enlarged picture: the caption">
 *       <ImageZoom.Image src={full} alt="the caption" />
 *     </ImageZoom.Content>
 *   </ImageZoom.Root>
 *
 * `Content` carries the geometry (fixed, the whole viewport, the picture centred and contained)
 * as inline style, so the zoom is full screen even unstyled; the rest is the site's CSS, hooked on
 * `[data-image-zoom]` and Radix's `data-state="open|closed"`. Its children mount only while open,
 * so the large picture is fetched only when a reader asks for it.
 */

export const IMAGE_ZOOM_STYLE: Readonly<CSSProperties> = {
  position: 'fixed',
  inset: 0,
  width: '100vw',
  height: '100dvh',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'zoom-out',
};

export const IMAGE_ZOOM_IMAGE_STYLE: Readonly<CSSProperties> = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
};

export type ImageZoomRootProps = Dialog.DialogProps;

const SetOpen = createContext<(open: boolean) => void>(() => {});

/** Open state: uncontrolled (`defaultOpen`) or controlled (`open` + `onOpenChange`). */
function ImageZoomRoot({ open: given, defaultOpen = false, onOpenChange, ...props }: ImageZoomRootProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = given ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (given === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [given, onOpenChange],
  );
  return (
    <SetOpen.Provider value={setOpen}>
      <Dialog.Root {...props} open={open} onOpenChange={setOpen} />
    </SetOpen.Provider>
  );
}

export type ImageZoomTriggerProps = ComponentProps<typeof Dialog.Trigger>;

/**
 * What opens the zoom: usually `asChild` around a link to the full picture, so that without
 * JavaScript the link still shows the picture; with it, the click opens the overlay instead of
 * following the link.
 */
function ImageZoomTrigger({ onClick, ...props }: ImageZoomTriggerProps) {
  const setOpen = useContext(SetOpen);
  return (
    <Dialog.Trigger
      {...props}
      data-image-zoom-trigger=""
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (event.currentTarget instanceof HTMLAnchorElement) {
          // Not followed: the overlay opens instead (Radix's own toggle skips a prevented click).
          event.preventDefault();
          setOpen(true);
        }
      }}
    />
  );
}

export type ImageZoomContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  /** The dialog's name (e.g. "Enlarged picture: …"); also the close button's description. */
  title: string;
  /** The close button's label; default "Close the picture". */
  closeLabel?: string;
  /** Where to portal it; default `document.body`. */
  container?: HTMLElement | null;
};

/** The full-screen overlay: `role="dialog"`, modal, named by `title`; all of it closes on a click. */
function ImageZoomContent({
  title,
  closeLabel = 'Close the picture',
  container,
  style,
  children,
  ...props
}: ImageZoomContentProps) {
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay data-image-zoom-overlay="" style={{ position: 'fixed', inset: 0 }} />
      <Dialog.Content
        aria-describedby={undefined}
        {...props}
        data-image-zoom=""
        style={{ ...IMAGE_ZOOM_STYLE, ...style }}
      >
        <Dialog.Title style={VISUALLY_HIDDEN}>{title}</Dialog.Title>
        <Dialog.Close
          data-image-zoom-close=""
          aria-label={closeLabel}
          style={{ ...IMAGE_ZOOM_STYLE, position: 'absolute', background: 'transparent', color: 'inherit' }}
        >
          {children}
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export type ImageZoomImageProps = ComponentProps<'img'>;

/** The large picture, contained in the viewport. Decorative inside the labelled close button. */
function ImageZoomImage({ style, alt = '', ...props }: ImageZoomImageProps) {
  return <img alt={alt} decoding="async" {...props} style={{ ...IMAGE_ZOOM_IMAGE_STYLE, ...style }} />;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export { ImageZoomContent, ImageZoomImage, ImageZoomRoot, ImageZoomTrigger };

/** The compound component: `Root`, `Trigger`, `Content`, `Image`. */
export const ImageZoom = {
  Root: ImageZoomRoot,
  Trigger: ImageZoomTrigger,
  Content: ImageZoomContent,
  Image: ImageZoomImage,
} as const;
