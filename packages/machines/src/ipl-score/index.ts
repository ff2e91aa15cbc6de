export {
  DEFAULT_ALLOTTED_OVERS,
  IPL_REFRESH_MS,
  type IplInnings,
  type IplRefresh,
  type IplScore,
  iplShown,
} from '@newsroom/rules/ipl';
export {
  type IplScoreContext,
  type IplScoreInput,
  type IplScoreMachine,
  type IplScoreView,
  iplScoreMachine,
  selectIplScoreView,
} from './iplScore.machine.ts';
