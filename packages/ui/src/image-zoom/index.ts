export {
  IMAGE_ZOOM_IMAGE_STYLE,
  IMAGE_ZOOM_STYLE,
  ImageZoom,
  ImageZoomContent,
  type ImageZoomContentProps,
  ImageZoomImage,
  type ImageZoomImageProps,
  ImageZoomRoot,
  type ImageZoomRootProps,
  ImageZoomTrigger,
  type ImageZoomTriggerProps,
} from './ImageZoom.tsx';
