import type { Forward } from '../http.ts';
import { LoadingCache } from '../loadingCache.ts';
import type { StoryItem } from '../schemas.ts';
import type { z } from '../zod.ts';
import {
  type Course,
  courseDetailsSchema,
  type GrandmasterLeader,
  type GrandmasterSeries,
  hierarchyAnswerSchema,
  leadersAnswerSchema,
  type SlideshowData,
  seriesAnswerSchema,
  slideshowAnswerSchema,
} from './schemas.ts';

/** The backend's promotion answer could not be had; the widget's failure (logged, left out). */
export class PromoUnavailable extends Error {
  override name = 'PromoUnavailable';
  /** The backend's HTTP status when it refused (a 5xx is its failure); none for a malformed answer. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export type StoryKind = 'ARTICLE' | 'VIDEO' | 'SLIDESHOW';

/** A section's sub-sections and newest stories (`mode=hierarchy`). */
export interface Hierarchy {
  sections: { msid: string; name: string }[];
  stories: StoryItem[];
}

/**
 * The site's way to the backend's promotion calls (AB-03 recommendations and stories of a kind,
 * AB-05 courses, AB-18 Grandmasters, slideshows and hierarchy lists): typed, parsed, and kept like
 * the lists (`cacheSeconds`), the same for every reader. A 404 (no such slideshow) is null.
 */
export class PromoClient {
  readonly #forward: Forward;
  readonly #answers: LoadingCache<{ value: unknown }>;

  constructor(options: { forward: Forward; cacheSeconds: number; now?: () => number }) {
    this.#forward = options.forward;
    this.#answers = new LoadingCache({
      max: 300,
      ttlMs: options.cacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** AB-05: the partner's courses by category key, in the partner's order. */
  async courses(): Promise<Record<string, Course[]>> {
    const answer = await this.#cached('/etonboard/emeritus/fetch/details.json', {}, courseDetailsSchema);
    return answer?.courseMappingData ?? {};
  }

  /** AB-18: every Grandmasters series and leader (`slug=all`, header `portal: masterclass`). */
  async grandmasters(): Promise<{ series: GrandmasterSeries[]; leaders: GrandmasterLeader[] }> {
    const portal = { portal: 'masterclass' };
    const [series, leaders] = await Promise.all([
      this.#cached('/grandmasters/series', { slug: 'all' }, seriesAnswerSchema, portal),
      this.#cached('/grandmasters/leaders', { slug: 'all' }, leadersAnswerSchema, portal),
    ]);
    return { series: series?.series ?? [], leaders: leaders?.speakers ?? [] };
  }

  /** AB-18: a slideshow's first `top` slides (100 for the carousel, 21 for a web story); null: none. */
  async slideshow(msid: string, top: number): Promise<SlideshowData | null> {
    const answer = await this.#cached(
      '/request',
      { type: 'widget_slideshow1', msid, top: String(top), platform: 'web' },
      slideshowAnswerSchema,
    );
    return answer?.searchResult[0] ?? null;
  }

  /** A section's hierarchy list: its sub-sections and newest stories (sub-sections included). */
  async hierarchy(msid: string, top: number): Promise<Hierarchy | null> {
    const answer = await this.#cached(
      '/request',
      { type: 'plist', msid, mode: 'hierarchy', top: String(top), platform: 'web' },
      hierarchyAnswerSchema,
    );
    const first = answer?.searchResult[0];
    return first ? { sections: first.sections ?? [], stories: first.data } : null;
  }

  /** A section's newest stories of one kind (a video, a slideshow), sub-sections included. */
  async storiesOfKind(msid: string, kind: StoryKind, top: number): Promise<StoryItem[]> {
    const answer = await this.#cached(
      '/request',
      { type: 'plist', msid, mode: 'hierarchy', contenttype: kind, top: String(top), platform: 'web' },
      hierarchyAnswerSchema,
    );
    return answer?.searchResult[0]?.data ?? [];
  }

  async #cached<S extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: S,
    headers: Record<string, string> = {},
  ): Promise<z.infer<S> | null> {
    const search = Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
    const { value } = await this.#answers.getOrLoad(`${path}${search}`, async () => ({
      value: await this.#load(path, search, schema, headers),
    }));
    return value as z.infer<S> | null;
  }

  async #load<S extends z.ZodType>(
    path: string,
    search: string,
    schema: S,
    headers: Record<string, string>,
  ): Promise<z.infer<S> | null> {
    const response = await this.#forward('GET', path, search, { headers });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PromoUnavailable(
        `content backend answered ${response.status} for ${path}${search}`,
        response.status,
      );
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PromoUnavailable(
        `unexpected answer for ${path}${search}: ${issue?.path.join('.')} ${issue?.message}`,
      );
    }
    return parsed.data;
  }
}
