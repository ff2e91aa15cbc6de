export {
  TrialSignIn,
  type TrialSignInRootProps,
  type TrialSignInStatus,
  useTrialSignInState,
} from './TrialSignIn.tsx';
