import type { ContentHttp } from './http.ts';
import type { LoadingCache } from './loadingCache.ts';
import { type BenefitGroup, benefitsAnswerSchema, type PrimePlan, plansAnswerSchema } from './schemas.ts';

/** Who asks for the benefits (public values: they name the client, they prove nothing). */
const BENEFITS_CALLER = { 'client-id': 'ledger-web', 'site-app-code': 'economic-ledger' };

/** AB-09 what Prime offers (`/plans`, `/benefits`): the same for every reader, kept like the lists. */
export class PrimeClient {
  readonly #http: ContentHttp;
  readonly #plans: LoadingCache<PrimePlan[]>;
  readonly #benefits: LoadingCache<BenefitGroup[]>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#plans = http.editorialCache(1);
    this.#benefits = http.editorialCache(1);
  }

  plans(): Promise<PrimePlan[]> {
    return this.#plans.getOrLoad(
      'plans',
      async () => (await this.#http.getParsed('/plans', '', plansAnswerSchema, 'plans')).plans,
    );
  }

  /**
   * Prime's clustered benefits (the paywall's and the plans page's). The call names the site as
   * the spec's does (`client-id`, `site-app-code`); the groups are
   * `planGroups[0].plans[0].additionalBenefitsNew.data`.
   */
  benefits(): Promise<BenefitGroup[]> {
    return this.#benefits.getOrLoad('benefits', async () => {
      const body = await this.#http.getParsed(
        '/benefits',
        '',
        benefitsAnswerSchema,
        'benefits',
        BENEFITS_CALLER,
      );
      return body.planGroups[0]!.plans[0]!.additionalBenefitsNew.data;
    });
  }
}
