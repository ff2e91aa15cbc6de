import { COMMENTS_PAGE_SIZE, type CommentsPage, readCommentsPage } from '@newsroom/machines';
import { type ContentHttp, ContentUnavailable } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';

/** The backend's comments (`/comments`, AR-02, AR-10). */
export class CommentsClient {
  readonly #http: ContentHttp;
  readonly #counts: LoadingCache<{ count: number }>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#counts = http.editorialCache(2000);
  }

  /** A page of an article's comments (AR-02); never cached, so a new comment shows at once. */
  async page(msid: string, page: number): Promise<CommentsPage> {
    const search = `?${new URLSearchParams({ msid, pagenum: String(page), size: String(COMMENTS_PAGE_SIZE) })}`;
    const response = await this.#http.forward('GET', '/comments', search);
    if (!response.ok)
      throw new ContentUnavailable(`content backend answered ${response.status} for comments of ${msid}`);
    const comments = readCommentsPage(await response.json().catch(() => null));
    if (!comments) throw new ContentUnavailable(`malformed comments of ${msid}`);
    return comments;
  }

  /**
   * AR-10: how many comments an article has, as its page shows it. The count is the same for
   * every reader and kept like the lists (LIST_CACHE_SECONDS), as a cached page keeps it: a page
   * rendered per request does not ask the backend for it each time. The comments themselves
   * (the drawer, the opinions page) are never cached.
   */
  async count(msid: string): Promise<number> {
    const { count } = await this.#counts.getOrLoad(msid, async () => ({
      count: (await this.page(msid, 1)).header.totalcount,
    }));
    return count;
  }
}
