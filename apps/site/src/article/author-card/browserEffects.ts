import type { AuthorProfile } from '@newsroom/machines';
import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import { z } from 'zod';

// AR-09 author card effects in the browser: the profile comes from the site's own
// /api/author_info (which asks the backend for bio=1, story=1, top=30), parsed defensively.

export const AUTHOR_CARD_TOP = 30;

/** The backend's answer: searchResult[0].data[0] with bio {name, img, bio} and story [{url, title, date}]. */
const answerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        data: z
          .array(
            z.object({
              bio: z.object({
                name: z.string().trim().min(1),
                img: z.string().nullish(),
                bio: z.string().nullish(),
              }),
              story: z.array(z.unknown()).nullish(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

const storySchema = z.object({
  url: z.string(),
  title: z.string().trim().min(1),
  date: z.string().catch(''),
});

/** A site path only: no other host, no other scheme. */
function sitePath(raw: string): string | null {
  const href = safeHref(raw);
  return href?.startsWith('/') && !href.startsWith('//') ? href : null;
}

/** The profile in an author_info answer; throws on a malformed one (a failure: logged, nothing shown). */
export function parseAuthorInfo(body: unknown): AuthorProfile {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new Error(`malformed author_info answer: ${parsed.error.issues[0]?.message}`);
  const first = parsed.data.searchResult[0]?.data[0];
  if (!first) throw new Error('malformed author_info answer: no data');
  const portrait = safeMediaUrl(first.bio.img ?? null);
  const stories = [];
  for (const raw of first.story ?? []) {
    const story = storySchema.safeParse(raw);
    if (!story.success) continue; // one bad story is dropped, not the card
    const url = sitePath(story.data.url);
    if (url) stories.push({ url, title: story.data.title, date: story.data.date });
    if (stories.length === AUTHOR_CARD_TOP) break;
  }
  return {
    name: first.bio.name,
    img: portrait === null ? null : pictureAt(portrait, 'authorCard'),
    bio: first.bio.bio?.trim() ?? '',
    stories,
  };
}

export class AuthorInfoHttpError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`author_info answered ${status}`);
    this.status = status;
    this.name = 'AuthorInfoHttpError';
  }
}

export async function fetchAuthorInfo(authorId: string, signal: AbortSignal): Promise<AuthorProfile> {
  const query = new URLSearchParams({ author_id: authorId });
  const response = await fetch(`/api/author_info?${query}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new AuthorInfoHttpError(response.status);
  return parseAuthorInfo(await response.json());
}

/** The spec: an author fetch error is logged only. */
export function logAuthorError(authorId: string, error: unknown): void {
  console.error(`Author card: could not load author ${authorId}`, error);
}

/** One cache for the page: every author link of the same author shares what was fetched. */
const pageCache: Record<string, AuthorProfile> = {};

export const authorCache = {
  snapshot: (): Readonly<Record<string, AuthorProfile>> => ({ ...pageCache }),
  remember: (authorId: string, profile: AuthorProfile): void => {
    pageCache[authorId] = profile;
  },
};
