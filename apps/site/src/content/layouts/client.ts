import { ContentUnavailable, type Forward } from '../http.ts';
import type { z } from '../zod.ts';
import {
  currentLayoutSchema,
  currentLayoutsSchema,
  historySchema,
  type LayoutVersionAnswer,
  refusalSchema,
  type VersionInfo,
  versionInfoSchema,
  versionSchema,
} from './schemas.ts';

/** The backend's answer to an editor's call it refused (4xx), parsed; passed on to the editor. */
export interface LayoutRefusal {
  status: number;
  body: z.infer<typeof refusalSchema>;
}

export type Saved = { saved: VersionInfo } | { refused: LayoutRefusal };

/**
 * ED-04: the site's way to the backend's layout versions. `current` is the site's own read (no
 * session); the rest are an editor's calls, made with their session token so the backend decides
 * who is an editor. Answers are parsed; a failure of the backend is ContentUnavailable.
 */
export class LayoutVersionsClient {
  readonly #forward: Forward;

  constructor(forward: Forward) {
    this.#forward = forward;
  }

  /** The newest saved version of each page kind that has one. */
  async current(): Promise<z.infer<typeof currentLayoutsSchema>['layouts']> {
    return (await this.#read('/layouts/current', currentLayoutsSchema)).layouts;
  }

  async newest(kind: string, token: string): Promise<LayoutVersionAnswer | null> {
    return (await this.#read(`/layouts/${kind}`, currentLayoutSchema, token)).current;
  }

  async history(kind: string, token: string): Promise<VersionInfo[]> {
    return (await this.#read(`/layouts/${kind}/versions`, historySchema, token)).versions;
  }

  /**
   * One saved version; null when the backend has no such version (its 404: an answer, not a
   * failure, so the editor hears "no such version" and not that the backend is down).
   */
  async version(kind: string, version: number, token: string): Promise<LayoutVersionAnswer | null> {
    const path = `/layouts/${kind}/versions/${version}`;
    const response = await this.#get(path, token);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return this.#parse(path, versionSchema, response);
  }

  save(kind: string, body: { baseVersion: number; text: string; note?: string }, token: string) {
    return this.#write('PUT', `/layouts/${kind}`, body, token);
  }

  revert(kind: string, body: { baseVersion: number; version: number }, token: string) {
    return this.#write('POST', `/layouts/${kind}/revert`, body, token);
  }

  async #read<S extends z.ZodType>(path: string, schema: S, token?: string): Promise<z.output<S>> {
    return this.#parse(path, schema, await this.#get(path, token));
  }

  #get(path: string, token?: string): Promise<Response> {
    return this.#forward('GET', path, '', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  async #parse<S extends z.ZodType>(path: string, schema: S, response: Response): Promise<z.output<S>> {
    if (!response.ok) throw new ContentUnavailable(`content backend answered ${response.status} for ${path}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ContentUnavailable(`malformed answer for ${path}`);
    return parsed.data;
  }

  async #write(method: 'PUT' | 'POST', path: string, body: unknown, token: string): Promise<Saved> {
    const response = await this.#forward(method, path, '', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (response.status >= 400 && response.status < 500) {
      const refusal = refusalSchema.safeParse(json);
      if (!refusal.success) throw new ContentUnavailable(`malformed refusal for ${path}`);
      return { refused: { status: response.status, body: refusal.data } };
    }
    const saved = versionInfoSchema.safeParse(json);
    if (!response.ok || !saved.success)
      throw new ContentUnavailable(`content backend answered ${response.status} for ${path}`);
    return { saved: saved.data };
  }
}
