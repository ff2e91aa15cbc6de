import { AuthorCard } from '@newsroom/ui';
import { useState } from 'react';
import { defineIsland } from '../../lib/defineIsland.ts';
import { authorCache, fetchAuthorInfo, logAuthorError } from './browserEffects.ts';

export interface AuthorCardIslandProps {
  authorId: string;
  name: string;
  href: string;
}

/**
 * AR-09 author hover card around one author link of the byline. The server HTML is just the link
 * (it works without JavaScript); the island hydrates on the reader's first hover or focus and
 * opens the card for that same gesture (`openIfReached`).
 */
function AuthorCardIsland({ authorId, name, href }: AuthorCardIslandProps) {
  // Read once: the page-wide cache at the time this island wakes.
  const [cache] = useState(() => (typeof window === 'undefined' ? {} : authorCache.snapshot()));
  return (
    <AuthorCard.Root
      className="author-card"
      authorId={String(authorId)}
      fetchAuthor={fetchAuthorInfo}
      onError={logAuthorError}
      cache={cache}
      onRemember={authorCache.remember}
      openIfReached
    >
      <AuthorCard.Trigger className="byline__author" href={href} rel="author">
        {name}
      </AuthorCard.Trigger>
      <AuthorCard.Content className="author-card__card" aria-label={`About ${name}`}>
        {({ profile }) =>
          profile ? (
            <>
              <div className="author-card__bio">
                {profile.img && (
                  <img className="author-card__img" src={profile.img} alt="" width={72} height={72} />
                )}
                <div>
                  <p className="author-card__name">{profile.name}</p>
                  {profile.bio && <p className="author-card__text">{profile.bio}</p>}
                </div>
              </div>
              {profile.stories.length > 0 && (
                <>
                  <p className="author-card__heading" id={`author-card-stories-${authorId}`}>
                    Top stories
                  </p>
                  <ol className="author-card__stories" aria-labelledby={`author-card-stories-${authorId}`}>
                    {profile.stories.map((story) => (
                      <li key={story.url}>
                        <a href={story.url}>{story.title}</a>
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </>
          ) : (
            <p className="author-card__loading">Loading…</p>
          )
        }
      </AuthorCard.Content>
    </AuthorCard.Root>
  );
}

export default defineIsland('author-card', AuthorCardIsland);
