export {
  MASTERCLASS_AUTO_SLIDE_MS,
  MASTERCLASS_ITEM_WIDTH,
  MASTERCLASS_TRANSITION_MS,
  type MasterclassPauseReason,
  type MasterclassSliderContext,
  type MasterclassSliderEvent,
  type MasterclassSliderInput,
  type MasterclassSliderMachine,
  type MasterclassSliderView,
  masterclassSliderMachine,
  selectMasterclassView,
} from './masterclassSlider.machine.ts';
