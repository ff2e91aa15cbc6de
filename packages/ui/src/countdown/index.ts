export { COUNTDOWN_UNITS, Countdown, type CountdownProps } from './Countdown.tsx';
export { paintCountdown } from './paintCountdown.ts';
