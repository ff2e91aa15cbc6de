export {
  SLIDE_DECK_INTERVAL_MS,
  type SlideDeckContext,
  type SlideDeckEvent,
  type SlideDeckInput,
  type SlideDeckMachine,
  type SlideDeckView,
  selectSlideDeckView,
  slideDeckMachine,
} from './slideDeck.machine.ts';
