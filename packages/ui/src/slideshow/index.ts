export { Slideshow, type SlideshowProps, type SlideshowSlide } from './Slideshow.tsx';
