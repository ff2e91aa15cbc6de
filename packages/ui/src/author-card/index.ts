export {
  AuthorCard,
  AuthorCardContent,
  type AuthorCardContentProps,
  AuthorCardRoot,
  type AuthorCardRootProps,
  AuthorCardTrigger,
  type AuthorCardTriggerProps,
  type UseAuthorCard,
  useAuthorCard,
} from './AuthorCard.tsx';
