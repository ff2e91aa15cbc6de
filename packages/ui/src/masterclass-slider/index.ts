export {
  MasterclassSlider,
  type MasterclassSliderItem,
  type MasterclassSliderProps,
} from './MasterclassSlider.tsx';
