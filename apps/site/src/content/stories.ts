import { type ContentHttp, parsed } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';
import {
  type Article,
  articleResponseSchema,
  type Details,
  detailsResponseSchema,
  type HighlightBlock,
  highlightAnswerSchema,
  listResponseSchema,
  type StoryItem,
} from './schemas.ts';

export interface ListQuery {
  msid: string;
  top: number;
  hierarchy?: boolean;
  /** Only stories of this kind (AB-12 sidebar videos: `VIDEO`; HM-12 picture stories: `SLIDESHOW`). */
  contentType?: 'SLIDESHOW' | 'VIDEO';
}

/** Thrown inside the article cache's load so that an answer "no such story" is never kept. */
class NoSuchArticle extends Error {
  override name = 'NoSuchArticle';
}

/** The backend's stories (`/request`): articles, the lists of them, and a story's facts. */
export class StoriesClient {
  readonly #http: ContentHttp;
  readonly #articles: LoadingCache<Article>;
  readonly #lists: LoadingCache<StoryItem[]>;
  readonly #details: LoadingCache<Details>;
  readonly #highlights: LoadingCache<HighlightBlock>;

  constructor(http: ContentHttp, options: { articleCacheSeconds: number }) {
    this.#http = http;
    // Parsed stories are tens of KB each; 500 covers the stories being read at any moment.
    this.#articles = http.editorialCache(500, options.articleCacheSeconds);
    this.#lists = http.editorialCache(500);
    this.#details = http.editorialCache(100);
    this.#highlights = http.editorialCache(20);
  }

  /**
   * The article, or null when the backend says there is no such msid. With the reader's session
   * token the backend itself decides whether they get a premium story whole (Prime readers) or
   * the preview; nothing the site could claim about the reader counts there.
   *
   * Only the answer to a request without a token is cached (`articleCacheSeconds`): that answer
   * is the same for every anonymous reader. A request with a token goes to the backend every
   * time and its answer is never kept, so one reader's full story cannot reach anyone else.
   * "No such story" is not kept either: a story published a moment later shows at once.
   */
  async article(msid: string, options: { sessionToken?: string | null } = {}): Promise<Article | null> {
    if (options.sessionToken) {
      return this.#loadArticle(msid, { authorization: `Bearer ${options.sessionToken}` });
    }
    try {
      return await this.#articles.getOrLoad(msid, async () => {
        const article = await this.#loadArticle(msid, {});
        if (!article) throw new NoSuchArticle(msid);
        return article;
      });
    } catch (error) {
      if (error instanceof NoSuchArticle) return null;
      throw error;
    }
  }

  async #loadArticle(msid: string, headers: Record<string, string>): Promise<Article | null> {
    const body = await this.#http.request(
      { type: 'article', msid, platform: 'web' },
      { headers, allowNotFound: true },
    );
    if (body === null) return null;
    return parsed(articleResponseSchema, body, `article ${msid}`).searchResult[0]!.data;
  }

  list(query: ListQuery): Promise<StoryItem[]> {
    const params: Record<string, string> = {
      type: 'plist',
      msid: query.msid,
      top: String(query.top),
      platform: 'web',
    };
    if (query.hierarchy) params.mode = 'hierarchy';
    if (query.contentType) params.contenttype = query.contentType;
    return this.#cachedList(params);
  }

  /** AB-12 trending in section: the section's most discussed recent stories (at most 30). */
  trending(sectionId: string, top: number): Promise<StoryItem[]> {
    return this.#cachedList({ type: 'trending', msid: sectionId, top: String(top), platform: 'web' });
  }

  /** AB-23 the recommendation widget's stories for a story (those sharing its keywords). */
  recommendations(msid: string, top: number): Promise<StoryItem[]> {
    return this.#cachedList({ type: 'recommendations', msid, top: String(top), platform: 'web' });
  }

  latestNews(top: number): Promise<StoryItem[]> {
    return this.#cachedList({
      type: 'getdata',
      searchtype: 'metadata',
      metatype: 'latestnewsflag',
      solrtypeid: '1001',
      platform: 'web',
      top: String(top),
    });
  }

  /**
   * `type=getdetails`: a story's or an editorial document's title and metainfo (AB-20: the crypto
   * teaser's facts), kept like the lists. A failure, or no such msid, is ContentUnavailable.
   */
  details(msid: string): Promise<Details> {
    return this.#details.getOrLoad(msid, async () => {
      const body = await this.#http.request(
        { type: 'getdetails', msid, platform: 'web' },
        { allowNotFound: false },
      );
      return parsed(detailsResponseSchema, body, `details ${msid}`).searchResult[0]!.data;
    });
  }

  /**
   * HM-11: the highlight widget's feed, the first block of a section's list with its metainfo
   * (`type=plist&metaInfo=true`), kept like the lists.
   */
  highlight(msid: string, top: number): Promise<HighlightBlock> {
    const params = { type: 'plist', msid, top: String(top), metaInfo: 'true', platform: 'web' };
    const key = new URLSearchParams(params).toString();
    return this.#highlights.getOrLoad(key, async () => {
      const body = await this.#http.request(params, { allowNotFound: false });
      return parsed(highlightAnswerSchema, body, key).searchResult[0]!;
    });
  }

  #cachedList(params: Record<string, string>): Promise<StoryItem[]> {
    const key = new URLSearchParams(params).toString();
    return this.#lists.getOrLoad(key, async () => {
      const body = await this.#http.request(params, { allowNotFound: false });
      return parsed(listResponseSchema, body, key).searchResult[0]!.data;
    });
  }
}
