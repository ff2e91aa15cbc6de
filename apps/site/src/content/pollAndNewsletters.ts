import { type ContentHttp, ContentUnavailable, parsed, type Refused, refusedOf } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';
import { type Newsletter, newslettersAnswerSchema } from './newsletters.ts';
import { type PollQuestion, pollOfTheDayAnswerSchema } from './poll.ts';
import { z } from './zod.ts';

const confirmedSchema = z.object({ sid: z.string(), name: z.string().trim().min(1).max(80) });

/** AB-14 the poll of the day as everyone sees it (question and options, no one's vote). */
export class PollClient {
  readonly #http: ContentHttp;
  readonly #poll: LoadingCache<{ poll: PollQuestion | null }>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#poll = http.editorialCache(1);
  }

  /** Kept like the lists; null when the backend has none (a 404), so the widget is simply absent. */
  async ofTheDay(): Promise<PollQuestion | null> {
    const { poll } = await this.#poll.getOrLoad('poll', async () => {
      const body = await this.#http.request(
        { type: 'poll_of_the_day', platform: 'web' },
        { allowNotFound: true },
      );
      return { poll: body === null ? null : parsed(pollOfTheDayAnswerSchema, body, 'poll of the day') };
    });
    return poll;
  }
}

/** AB-13 the newsletters (`/newsletters`) and their subscriptions' confirmation. */
export class NewslettersClient {
  readonly #http: ContentHttp;
  readonly #newsletters: LoadingCache<Newsletter[]>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#newsletters = http.editorialCache(1);
  }

  /** Every newsletter's definition, the same for every reader; kept like the lists. */
  all(): Promise<Newsletter[]> {
    return this.#newsletters.getOrLoad(
      'newsletters',
      async () =>
        (await this.#http.getParsed('/newsletters', '', newslettersAnswerSchema, 'newsletters')).newsletters,
    );
  }

  /**
   * Confirms a subscription with the token of its mailed link: the newsletter's name, or the
   * backend's refusal in its words (a link used, expired or not one of ours).
   */
  async confirm(token: string): Promise<{ confirmed: { sid: string; name: string } } | { refused: Refused }> {
    const response = await this.#http.postJson('/newsletters/confirm', { token });
    if (response.status >= 400 && response.status < 500) return { refused: await refusedOf(response) };
    if (!response.ok)
      throw new ContentUnavailable(
        `content backend answered ${response.status} to a newsletter confirmation`,
      );
    const body = parsed(confirmedSchema, await response.json().catch(() => null), 'newsletter confirmation');
    return { confirmed: { sid: body.sid, name: body.name } };
  }
}
