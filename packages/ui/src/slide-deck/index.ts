export { SlideDeck, type SlideDeckProps, type SlideDeckSlide } from './SlideDeck.tsx';
