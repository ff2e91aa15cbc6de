export {
  selectVideoPopupState,
  VIDEO_POPUP_THRESHOLD,
  type VideoPopupContext,
  type VideoPopupEvent,
  type VideoPopupInput,
  type VideoPopupMachine,
  type VideoPopupState,
  videoPopupMachine,
} from './videoPopup.machine.ts';
