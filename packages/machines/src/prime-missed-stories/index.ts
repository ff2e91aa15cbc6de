export * from './primeMissedStories.machine.ts';
