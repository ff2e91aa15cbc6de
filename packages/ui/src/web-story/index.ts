export { WebStory, type WebStoryPage, type WebStoryProps } from './WebStory.tsx';
