export {
  SLIDESHOW_INTERVAL_MS,
  type SlideshowContext,
  type SlideshowEvent,
  type SlideshowInput,
  type SlideshowMachine,
  type SlideshowView,
  selectSlideshowView,
  slideshowMachine,
} from './slideshow.machine.ts';
