export {
  FontSize,
  FontSizeDecrease,
  type FontSizeGroupProps,
  FontSizeIncrease,
  FontSizeOption,
  type FontSizeOptionProps,
  FontSizeRoot,
  type FontSizeRootProps,
  type FontSizeStepProps,
  type UseFontSize,
  useFontSize,
} from './FontSize.tsx';
