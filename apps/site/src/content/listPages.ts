import { type ContentHttp, parsed } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';
import {
  type AuthorPageData,
  authorPageAnswerSchema,
  type CompanyNewsData,
  companyNewsAnswerSchema,
  pagedListResponseSchema,
  type StoryPage,
  type TopicData,
  topicAnswerSchema,
} from './schemas.ts';

type PagedList = AuthorPageData | TopicData | CompanyNewsData;

/** Lists read a page at a time (`/request`): section pages, author, topic and company pages. */
export class ListPagesClient {
  readonly #http: ContentHttp;
  readonly #storyPages: LoadingCache<StoryPage>;
  readonly #pagedLists: LoadingCache<{ found: PagedList | null }>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#storyPages = http.editorialCache(500);
    this.#pagedLists = http.editorialCache(500);
  }

  /**
   * Section pages (HM-12): a page of a section's stories (with its sub-sections) or of the
   * latest-news list (`latest`), with the count of the whole list; kept like the lists. A section
   * the backend does not know is ContentUnavailable here: the caller asks the directory first.
   */
  storyPage(list: { section: string } | { latest: true }, page: number, top: number): Promise<StoryPage> {
    const params: Record<string, string> =
      'section' in list
        ? { type: 'plist', msid: list.section, mode: 'hierarchy' }
        : { type: 'getdata', searchtype: 'metadata', metatype: 'latestnewsflag', solrtypeid: '1001' };
    Object.assign(params, { top: String(top), page: String(page), platform: 'web' });
    const key = new URLSearchParams(params).toString();
    return this.#storyPages.getOrLoad(key, async () => {
      const body = await this.#http.request(params, { allowNotFound: false });
      const [first] = parsed(pagedListResponseSchema, body, key).searchResult;
      return { stories: first!.data, count: first!.count };
    });
  }

  /** AB-15: an author's bio and a page of their stories; null for an author the backend does not know. */
  authorPage(authorId: string, page: number, top: number): Promise<AuthorPageData | null> {
    const params = {
      type: 'author_info',
      author_id: authorId,
      bio: '1',
      story: '1',
      top: String(top),
      page: String(page),
      platform: 'web',
    };
    return this.#pagedList(
      params,
      (body) => parsed(authorPageAnswerSchema, body, `author ${authorId}`).searchResult[0]!.data[0]!,
    );
  }

  /** AB-16: a keyword's stories, a page at a time; null for a topic the backend does not know. */
  topic(slug: string, page: number, top: number): Promise<TopicData | null> {
    const params = { type: 'topic', keyword: slug, top: String(top), page: String(page), platform: 'web' };
    return this.#pagedList(
      params,
      (body) => parsed(topicAnswerSchema, body, `topic ${slug}`).searchResult[0]!,
    );
  }

  /**
   * AB-04: a listed company and a page of the stories tagged with it; null for a company the
   * backend does not know (a 404 naming `companyid`).
   */
  companyNews(companyId: string, page: number, top: number): Promise<CompanyNewsData | null> {
    const params = {
      type: 'company_news',
      companyid: companyId,
      top: String(top),
      page: String(page),
      platform: 'web',
    };
    return this.#pagedList(
      params,
      (body) => parsed(companyNewsAnswerSchema, body, `company ${companyId}`).searchResult[0]!,
    );
  }

  /** Kept like the lists; "not found" is kept too, briefly. */
  #pagedList<T extends PagedList>(
    params: Record<string, string>,
    read: (body: unknown) => T,
  ): Promise<T | null> {
    const key = new URLSearchParams(params).toString();
    return this.#pagedLists
      .getOrLoad(key, async () => {
        const body = await this.#http.request(params, { allowNotFound: true });
        return { found: body === null ? null : read(body) };
      })
      .then(({ found }) => found as T | null);
  }
}
