export { IplScoreBoard, type IplScoreBoardProps, IplScoreLive, type IplScoreLiveProps } from './IplScore.tsx';
