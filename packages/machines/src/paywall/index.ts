export {
  BENEFIT_STORIES_MAX,
  type BenefitsPauseReason,
  type BenefitsRotationContext,
  type BenefitsRotationEvent,
  type BenefitsRotationInput,
  type BenefitsRotationMachine,
  type BenefitsRotationView,
  benefitsRotationMachine,
  selectBenefitsRotationView,
} from './benefitsRotation.machine.ts';
export {
  type PaywallModeContext,
  type PaywallModeEvent,
  type PaywallModeMachine,
  type PaywallModeView,
  paywallModeMachine,
  selectPaywallModeView,
} from './paywallMode.machine.ts';
export {
  type PersistParams as PrimeLoginNudgePersistParams,
  type PrimeLoginNudgeContext,
  type PrimeLoginNudgeEvent,
  type PrimeLoginNudgeInput,
  type PrimeLoginNudgeMachine,
  type PrimeLoginNudgeView,
  primeLoginNudgeMachine,
  type SignInParams as PrimeLoginNudgeSignInParams,
  selectPrimeLoginNudgeView,
} from './primeLoginNudge.machine.ts';
export {
  type PersistDismissalParams,
  type StickyFooterContext,
  type StickyFooterEvent,
  type StickyFooterInput,
  type StickyFooterMachine,
  type StickyFooterView,
  selectStickyFooterView,
  stickyFooterMachine,
} from './stickyFooter.machine.ts';
