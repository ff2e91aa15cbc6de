import type { IncomingHttpHeaders } from 'node:http';
import type { ContentClient } from '../content/client.ts';
import { LoadingCache } from '../content/loadingCache.ts';
import { anonymousReader, type Reader } from '../lib/reader.ts';
import type { SessionCookies } from './session.ts';

/**
 * Reader sessions, looked up at the backend and remembered for a short while, so a reader's
 * page views do not each cost a session call. A backend that cannot answer makes the reader
 * anonymous for that request (the page itself will say if the backend is down).
 */
export class ReaderSessions {
  readonly #content: ContentClient;
  readonly #sessions: SessionCookies;
  readonly #cache: LoadingCache<Reader>;

  constructor(content: ContentClient, sessions: SessionCookies, ttlSeconds: number) {
    this.#content = content;
    this.#sessions = sessions;
    this.#cache = new LoadingCache({ max: 5000, ttlMs: ttlSeconds * 1000 });
  }

  /**
   * The reader; without a session cookie the site signed at once, with no promise to wait for
   * and no backend call (a made-up cookie is an anonymous reader, however many a client makes).
   */
  of(headers: IncomingHttpHeaders): Reader | Promise<Reader> {
    const token = this.#sessions.tokenOf(headers);
    if (!token) return anonymousReader;
    return this.#signedIn(token);
  }

  async #signedIn(token: string): Promise<Reader> {
    try {
      return await this.#cache.getOrLoad(token, async () => {
        const user = await this.#content.readers.session(token);
        if (!user) return anonymousReader;
        return {
          tier: user.isPrime ? 'prime' : 'loggedIn',
          trialEligible: user.trialEligible,
          firstTimeEligible: user.firstTimeEligible,
          expiredSubscription: !user.isPrime && user.permissions.includes('expired_subscription'),
          adFree: user.adFree,
          token,
          user,
        };
      });
    } catch {
      return anonymousReader;
    }
  }

  forget(token: string): void {
    this.#cache.delete(token);
  }
}
