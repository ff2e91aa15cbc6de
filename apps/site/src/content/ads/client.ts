import type { AdSlotName } from '@newsroom/rules/ads';
import type { Forward } from '../http.ts';
import { LoadingCache } from '../loadingCache.ts';
import {
  adAnswerSchema,
  type Creative,
  creativeAnswerSchema,
  type ServedAd,
  type ServedVideo,
  servedVideoAnswerSchema,
} from './schemas.ts';

/** The ad server refused or failed (a 4xx naming what, a 5xx, a malformed answer). */
export class AdUnavailable extends Error {
  override name = 'AdUnavailable';
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export interface AdRequest {
  slot: AdSlotName;
  geo: 'IN' | 'other';
  msid?: string;
}

/** Who asks, as the site knows them: their session (Prime readers get no ad) and address. */
export interface AdCaller {
  sessionToken: string | null;
  clientAddress: string;
}

const callerHeaders = (caller: AdCaller): Record<string, string> => ({
  'x-forwarded-for': caller.clientAddress,
  ...(caller.sessionToken ? { authorization: `Bearer ${caller.sessionToken}` } : {}),
});

/**
 * AB-23: the house ad server (`/ads…` on the backend), through the content client's one HTTP
 * path. Serves and counts are the reader's own, never cached; a creative's face is the same for
 * everyone and kept like the lists.
 */
export class AdsClient {
  readonly #forward: Forward;
  readonly #creatives: LoadingCache<Creative>;

  constructor(options: { forward: Forward; cacheSeconds: number; now?: () => number }) {
    this.#forward = options.forward;
    this.#creatives = new LoadingCache({
      max: 200,
      ttlMs: options.cacheSeconds * 1000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** One ad for the slot, or null (nothing fits, or a Prime reader). */
  async serve(request: AdRequest, caller: AdCaller): Promise<ServedAd | null> {
    const query = new URLSearchParams({ slot: request.slot, geo: request.geo });
    if (request.msid) query.set('msid', request.msid);
    const response = await this.#forward('GET', '/ads', `?${query}`, { headers: callerHeaders(caller) });
    return (await this.#parsed(response, adAnswerSchema, `ad for ${request.slot}`)).ad;
  }

  /** A creative's face, or null when there is no such (active) creative. */
  async creative(id: string): Promise<Creative | null> {
    try {
      return await this.#creatives.getOrLoad(id, async () => {
        const response = await this.#forward('GET', `/ads/creatives/${id}`, '');
        return (await this.#parsed(response, creativeAnswerSchema, `creative ${id}`)).creative;
      });
    } catch (error) {
      if (error instanceof AdUnavailable && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * AB-03 the video a `video` slot's serve shows (the reader's own: never kept), or null when the
   * token names no video serve.
   */
  async video(token: string, caller: AdCaller): Promise<ServedVideo | null> {
    const response = await this.#forward('GET', '/ads/video', `?${new URLSearchParams({ t: token })}`, {
      headers: callerHeaders(caller),
    });
    try {
      return (await this.#parsed(response, servedVideoAnswerSchema, 'the served video')).video;
    } catch (error) {
      if (error instanceof AdUnavailable && error.status === 404) return null;
      throw error;
    }
  }

  /** Counts the served ad's impression (once per serve, on the backend). */
  async impression(token: string, caller: AdCaller): Promise<number> {
    const response = await this.#forward('POST', '/ads/impressions', '', {
      headers: { ...callerHeaders(caller), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token }).toString(),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** The click's way on: the backend counts it and names the creative's landing page (or 404). */
  async click(creativeId: string, token: string | null, caller: AdCaller): Promise<Response> {
    const query = new URLSearchParams({ c: creativeId });
    if (token) query.set('t', token);
    return this.#forward('GET', '/ads/click', `?${query}`, { headers: callerHeaders(caller) });
  }

  async #parsed<
    S extends typeof adAnswerSchema | typeof creativeAnswerSchema | typeof servedVideoAnswerSchema,
  >(response: Response, schema: S, what: string): Promise<ReturnType<S['parse']>> {
    if (!response.ok) {
      await response.body?.cancel();
      throw new AdUnavailable(`ad server answered ${response.status} for ${what}`, response.status);
    }
    const result = schema.safeParse(await response.json().catch(() => null));
    if (!result.success)
      throw new AdUnavailable(`unexpected answer for ${what}: ${result.error.issues[0]?.message}`);
    return result.data as ReturnType<S['parse']>;
  }
}
