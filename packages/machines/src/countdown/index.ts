export {
  COUNTDOWN_TICK_MS,
  type CountdownFace,
  type CountdownState,
  countdownFace,
  parseTimerDate,
  twoDigits,
} from '@newsroom/rules/countdown';
export {
  type CountdownContext,
  type CountdownEvent,
  type CountdownInput,
  type CountdownMachine,
  countdownMachine,
  selectCountdownFace,
} from './countdown.machine.ts';
