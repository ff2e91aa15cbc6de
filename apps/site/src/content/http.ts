import { CacheGeneration, LoadingCache } from './loadingCache.ts';
import type { z } from './zod.ts';

/** The backend could not answer usefully: down, slow, 5xx or a malformed body. */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable';
}

/**
 * A raw call to the backend, for the browser's calls the site passes on (comments, votes) and the
 * domain clients: network failures become ContentUnavailable, every HTTP answer is returned as it is.
 */
export type Forward = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  search: string,
  init?: { headers?: Record<string, string>; body?: string },
) => Promise<Response>;

/**
 * A request the backend refused (4xx), with its error as the browser may see it: only the
 * `{ error: { param, message } }` shape, as strings of bounded length, and `Retry-After`.
 */
export interface Refused {
  status: number;
  error: { param: string | null; message: string };
  retryAfter: string | null;
}

export async function refusedOf(response: Response): Promise<Refused> {
  const body = (await response.json().catch(() => null)) as {
    error?: { param?: unknown; message?: unknown };
  } | null;
  const param = body?.error?.param;
  const message = body?.error?.message;
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    error: {
      param: typeof param === 'string' && param.length <= 40 ? param : null,
      message: typeof message === 'string' && message.length <= 300 ? message : 'The request was refused.',
    },
    retryAfter: retryAfter !== null && /^\d{1,6}$/.test(retryAfter) ? retryAfter : null,
  };
}

/** A 400 whose error names `param` (the backend's `{ error: { param, message } }`). */
async function refusesParam(response: Response, param: string): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { param?: unknown } } | null;
  return body?.error?.param === param;
}

export function parsed<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ContentUnavailable(`unexpected answer for ${what}: ${result.error.issues[0]?.message}`);
  return result.data;
}

export interface ContentHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  listCacheSeconds: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The one way the domain clients reach the content backend, and the caches they keep answers in. */
export class ContentHttp {
  readonly #options: ContentHttpOptions;
  readonly #fetch: typeof fetch;
  /** Every editorial answer kept here is dropped when it bumps (forgetEditorialAnswers). */
  readonly #generation = new CacheGeneration();

  constructor(options: ContentHttpOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
  }

  /** A call within the site's timeout; a network failure is ContentUnavailable naming `what`. */
  async call(pathAndSearch: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await this.#fetch(`${this.#options.baseUrl}${pathAndSearch}`, {
        ...init,
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw new ContentUnavailable(`content backend unreachable for ${what}: ${(error as Error).message}`);
    }
  }

  readonly forward: Forward = (method, path, search, init = {}) =>
    this.call(
      `${path}${search}`,
      {
        method,
        headers: init.headers ?? {},
        ...(init.body !== undefined ? { body: init.body } : {}),
        // A backend redirect (a picture at its nearest size) goes on to the browser as it is.
        redirect: 'manual',
      },
      path,
    );

  /**
   * `GET /request?…`, the backend's editorial read: its JSON body, or null for "no such msid"
   * when `allowNotFound`. Any other failure is ContentUnavailable.
   */
  async request(
    params: Record<string, string>,
    { headers = {}, allowNotFound }: { headers?: Record<string, string>; allowNotFound: boolean },
  ): Promise<unknown> {
    const pathAndSearch = `/request?${new URLSearchParams(params)}`;
    const url = `${this.#options.baseUrl}${pathAndSearch}`;
    const response = await this.call(pathAndSearch, { headers }, url);
    // A malformed id is answered 400 naming `msid`: to a reader that is a page that is not there.
    if (allowNotFound && (response.status === 404 || (await refusesParam(response, 'msid')))) return null;
    if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for ${url}`);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new ContentUnavailable(`content backend sent malformed JSON for ${url}`);
    }
  }

  /** A GET of `path` whose answer must be a 2xx that `schema` reads; else ContentUnavailable. */
  async getParsed<S extends z.ZodType>(
    path: string,
    search: string,
    schema: S,
    what: string,
    headers: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const response = await this.forward('GET', path, search, { headers });
    if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for ${what}`);
    return parsed(schema, await response.json().catch(() => null), what);
  }

  /** A POST of a JSON body, answered as it is (the caller reads refusals its own way). */
  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.forward('POST', path, '', {
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /**
   * A cache of answers the same for every reader, kept `seconds` (the lists' time unless told)
   * and dropped by forgetEditorialAnswers.
   */
  editorialCache<V extends {}>(max: number, seconds = this.#options.listCacheSeconds): LoadingCache<V> {
    return new LoadingCache({
      generation: this.#generation,
      max,
      ttlMs: seconds * 1000,
      ...(this.#options.now ? { now: this.#options.now } : {}),
    });
  }

  forgetEditorialAnswers(): void {
    this.#generation.bump();
  }
}
