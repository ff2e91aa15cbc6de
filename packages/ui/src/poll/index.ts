export { type PollClassNames, PollOfTheDay, type PollOfTheDayProps } from './PollOfTheDay.tsx';
