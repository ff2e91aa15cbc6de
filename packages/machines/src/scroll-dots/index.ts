export {
  SCROLL_DOTS_SEEK_TIMEOUT_MS,
  type ScrollDotsContext,
  type ScrollDotsEvent,
  type ScrollDotsInput,
  type ScrollDotsMachine,
  scrollDotsMachine,
} from './scrollDots.machine.ts';
