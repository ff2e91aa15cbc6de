export {
  PrimeNudge,
  PrimeNudgeBar,
  PrimeNudgeDismiss,
  PrimeNudgeOfferText,
  PrimeNudgeRoot,
  type PrimeNudgeRootProps,
  PrimeNudgeStart,
  type ScrollSource,
  type UsePrimeNudge,
  usePrimeNudge,
  windowScroll,
} from './PrimeNudge.tsx';
