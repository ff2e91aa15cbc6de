export {
  POLL_TEXTS,
  type PollContext,
  type PollEvent,
  type PollInput,
  type PollOfTheDayMachine,
  type PollOption,
  type PollReaderStatus,
  type PollResult,
  type PollStatus,
  pollOfTheDayMachine,
  selectPollStatus,
  UnreadablePollAnswer,
} from './pollOfTheDay.machine.ts';
