import { pictureAt } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import type { AuthorPageData } from '../content/schemas.ts';
import { StoryListPage } from './StoryListPage.tsx';

/** AB-15: the author page: who they are, then their stories, newest first, a page at a time. */
export function AuthorPage({
  author,
  page,
  pages,
  path,
}: {
  author: AuthorPageData;
  page: number;
  pages: number;
  path: string;
}) {
  const { bio } = author;
  const img = safeMediaUrl(bio.img);
  const role = [bio.designation].filter(Boolean).join(', ');
  return (
    <StoryListPage
      path={path}
      page={page}
      pages={pages}
      stories={author.story}
      label={`Stories by ${bio.name}`}
      empty={`${bio.name} has no stories yet.`}
      header={
        <header className="author-page__header">
          {img && (
            <img
              className="author-page__photo"
              src={pictureAt(img, 'authorCard')}
              alt=""
              width={96}
              height={96}
              decoding="async"
            />
          )}
          <div>
            <h1 className="category__title author-page__name">{bio.name}</h1>
            {role && <p className="author-page__role">{role}</p>}
            {bio.bio && <p className="author-page__bio">{bio.bio}</p>}
            <p className="author-page__count">
              {author.count === 1 ? '1 story' : `${author.count.toLocaleString('en-IN')} stories`}
            </p>
          </div>
        </header>
      }
    />
  );
}
