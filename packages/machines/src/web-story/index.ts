export {
  selectWebStoryView,
  type WebStoryContext,
  type WebStoryEvent,
  type WebStoryInput,
  type WebStoryMachine,
  type WebStoryView,
  webStoryMachine,
} from './webStory.machine.ts';
