export { PrimeMissedStories, type PrimeMissedStoriesProps } from './PrimeMissedStories.tsx';
