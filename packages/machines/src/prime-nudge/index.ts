export {
  PRIME_NUDGE_SCROLL_THRESHOLD,
  PRIME_NUDGE_THROTTLE_MS,
  type PrimeNudgeContext,
  type PrimeNudgeEvent,
  type PrimeNudgeInput,
  type PrimeNudgeMachine,
  type PrimeNudgeOffer,
  type PrimeNudgeView,
  primeNudgeMachine,
  selectPrimeNudgeView,
} from './primeNudge.machine.ts';
