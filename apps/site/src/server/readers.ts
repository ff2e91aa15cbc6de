import type { IncomingHttpHeaders } from 'node:http';
import type { ReaderTier } from '@newsroom/composer';
import type { ContentClient } from '../content/client.ts';
import type { SessionUser } from '../content/schemas.ts';
import { LoadingCache } from '../lib/loadingCache.ts';
import type { SessionCookies } from './session.ts';

/** Who is reading, as far as the page is concerned. */
export interface Reader {
  tier: ReaderTier;
  trialEligible: boolean;
  /** AR-16: eligible for the first-time offer, so never shown the Prime nudge bar. */
  firstTimeEligible: boolean;
  /** was Prime and is no longer (the backend's `expired_subscription`): offered renewal. */
  expiredSubscription: boolean;
  /** VD-04: the pink (ad-free) pass (Prime is ad-free too): no ads, no sponsored block. */
  adFree: boolean;
  token: string | null;
  user: SessionUser | null;
}

export const anonymousReader: Reader = {
  tier: 'anonymous',
  trialEligible: false,
  firstTimeEligible: false,
  expiredSubscription: false,
  adFree: false,
  token: null,
  user: null,
};

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
