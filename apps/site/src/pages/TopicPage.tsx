import type { TopicData } from '../content/schemas.ts';
import { StoryListPage } from './StoryListPage.tsx';

/** AB-16: a topic page: the stories tagged with a keyword, newest first, a page at a time. */
export function TopicPage({
  topic,
  page,
  pages,
  path,
}: {
  topic: TopicData;
  page: number;
  pages: number;
  path: string;
}) {
  const { title } = topic.keyword;
  return (
    <StoryListPage
      path={path}
      page={page}
      pages={pages}
      stories={topic.data}
      label={`Stories on ${title}`}
      empty={`No stories on ${title} yet.`}
      header={
        <header className="topic-page__header">
          <p className="topic-page__kicker">Topic</p>
          <h1 className="category__title">{title}</h1>
          <p className="topic-page__count">
            {topic.count === 1 ? '1 story' : `${topic.count.toLocaleString('en-IN')} stories`}
          </p>
        </header>
      }
    />
  );
}
