export {
  type LoadedStory,
  MAX_STACKED,
  STACK_LOAD_LIMIT_MS,
  type StackedArticlesContext,
  type StackedArticlesEvent,
  type StackedArticlesInput,
  type StackedArticlesMachine,
  type StackedArticlesView,
  selectStackedArticlesView,
  stackedArticlesMachine,
} from './stackedArticles.machine.ts';
