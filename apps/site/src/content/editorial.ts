import { type ContentHttp, parsed } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';
import {
  type SectionEntry,
  sectionsAnswerSchema,
  type TrendingTerms,
  trendingTermsAnswerSchema,
} from './schemas.ts';
import { z } from './zod.ts';

/** `GET /changes` (docs/content-api.md, issue 18): editorial changes after an id, oldest first. */
const changesAnswerSchema = z.object({
  last: z.number().int().nonnegative(),
  changes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        kind: z.enum(['story', 'list', 'config']),
        ref: z.string().max(200),
        at: z.number(),
      }),
    )
    .max(1000),
});
export type ChangesAnswer = z.infer<typeof changesAnswerSchema>;

/** `GET /config?key=…` (docs/content-api.md): editors' switches and texts, every value a string. */
const configAnswerSchema = z.object({ key: z.string(), data: z.record(z.string(), z.string()) });
export type SiteConfig = Record<string, string>;

/** HM-08, HM-09: config keys editors switch while readers watch; the backend marks them max-age=5. */
export const SWITCH_CONFIG_KEYS: ReadonlySet<string> = new Set(['livetv', 'dptimerwidget']);

/** What the editors set around the stories: the section directory, trending terms, config, the change log. */
export class EditorialClient {
  readonly #http: ContentHttp;
  readonly #sections: LoadingCache<{ sections: SectionEntry[] }>;
  readonly #trendingTerms: LoadingCache<TrendingTerms>;
  readonly #configs: LoadingCache<SiteConfig>;
  readonly #switches: LoadingCache<SiteConfig>;

  constructor(http: ContentHttp, options: { switchCacheSeconds: number }) {
    this.#http = http;
    this.#sections = http.editorialCache(1);
    this.#trendingTerms = http.editorialCache(200);
    this.#configs = http.editorialCache(50);
    this.#switches = http.editorialCache(10, options.switchCacheSeconds);
  }

  /** The section directory (section pages), the same for every reader; kept like the lists. */
  async sections(): Promise<SectionEntry[]> {
    const { sections } = await this.#sections.getOrLoad('sections', async () => {
      const body = await this.#http.request({ type: 'sections', platform: 'web' }, { allowNotFound: false });
      return { sections: parsed(sectionsAnswerSchema, body, 'sections').searchResult[0]!.data };
    });
    return sections;
  }

  /**
   * HM-05: the terms trending in a section (its most used keywords lately), or across the site
   * without one; kept like the lists.
   */
  trendingTerms(sectionId: string | null, top: number): Promise<TrendingTerms> {
    const params: Record<string, string> = { type: 'trending_terms', top: String(top), platform: 'web' };
    if (sectionId) params.msid = sectionId;
    const key = new URLSearchParams(params).toString();
    return this.#trendingTerms.getOrLoad(key, async () => {
      const body = await this.#http.request(params, { allowNotFound: false });
      const [first] = parsed(trendingTermsAnswerSchema, body, key).searchResult;
      return { name: first!.name, terms: first!.data };
    });
  }

  /**
   * One key of the editors' configuration (AR-15 `inarticle_events`), cached like the lists; the
   * switches editors flip while readers watch (HM-08 countdown, HM-09 live TV: SWITCH_CONFIG_KEYS)
   * only `switchCacheSeconds` (5 s), so a change reaches readers without a deploy or a wait.
   * A failure or a malformed answer is ContentUnavailable: the widget's failure, not the page's.
   */
  config(key: string): Promise<SiteConfig> {
    const cache = SWITCH_CONFIG_KEYS.has(key) ? this.#switches : this.#configs;
    return cache.getOrLoad(key, async () => {
      const search = `?${new URLSearchParams({ key })}`;
      return (await this.#http.getParsed('/config', search, configAnswerSchema, `config ${key}`)).data;
    });
  }

  /**
   * Issue 18, purge on publish: the editorial changes after `since` (`GET /changes`), or without
   * it only where the change log stands now. Never cached.
   */
  changes(since?: number): Promise<ChangesAnswer> {
    const search = since === undefined ? '' : `?since=${since}`;
    return this.#http.getParsed('/changes', search, changesAnswerSchema, 'changes');
  }
}
