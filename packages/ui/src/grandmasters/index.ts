export {
  GRANDMASTERS_STEP_PX,
  Grandmasters,
  type GrandmastersCard,
  type GrandmastersProps,
  type GrandmastersProvider,
} from './Grandmasters.tsx';
