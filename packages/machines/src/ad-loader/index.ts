export {
  AD_LOADER_POLL_MS,
  AD_LOADER_POLLS,
  AD_LOADER_RENDER_RETRY_MS,
  AD_LOADER_RENDERS,
  type AdLoaderContext,
  type AdLoaderInput,
  type AdLoaderMachine,
  type AdLoaderPhase,
  type AdRequest,
  adLoaderMachine,
  selectAdLoaderPhase,
} from './adLoader.machine.ts';
