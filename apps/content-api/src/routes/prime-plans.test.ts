import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primeArtwork } from '../seed/prime-catalogue.ts';
import { ensurePrimeCatalogue, ensureSeeded } from '../seed/seed-store.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { PlansAnswer } from './prime-plans.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /plans (AB-09)', () => {
  it('AB-09 answers the seeded plans in the plans page order: annual, monthly, the 14-day trial', async () => {
    const response = await api.get('/plans');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const { plans } = PlansAnswer.parse(await response.json());
    expect(plans.map((plan) => plan.id)).toEqual(['annual', 'monthly', 'trial']);
    expect(plans[0]).toMatchObject({ priceRupees: 2499, period: 'year', durationDays: 365, trialDays: 0 });
    expect(plans[1]).toMatchObject({ priceRupees: 299, period: 'month', durationDays: 30, trialOnly: false });
    expect(plans[2]).toMatchObject({
      priceRupees: 0,
      period: 'trial',
      durationDays: 14,
      trialDays: 14,
      trialOnly: true,
    });
    for (const plan of plans) expect(plan.includes.length).toBeGreaterThan(0);
  });

  it('AB-09 reads the plans from the store: a changed price shows on the next call', async () => {
    await api.store.db
      .updateTable('prime_plans')
      .set({ price_rupees: 349 })
      .where('id', '=', 'monthly')
      .execute();
    const { plans } = PlansAnswer.parse(await (await api.get('/plans')).json());
    expect(plans.find((plan) => plan.id === 'monthly')?.priceRupees).toBe(349);
    await api.store.db
      .updateTable('prime_plans')
      .set({ price_rupees: 299 })
      .where('id', '=', 'monthly')
      .execute();
  });

  it('AB-09 gives a store seeded before plans existed the plans and the offer pictures, keeping stored prices', async () => {
    const db = api.store.db;
    await db.deleteFrom('prime_plans').where('id', '!=', 'monthly').execute();
    await db.updateTable('prime_plans').set({ price_rupees: 199 }).execute();
    await db.deleteFrom('images').where('id', '=', primeArtwork.paywallDesktop).execute();
    expect(await ensureSeeded(db)).toBeNull();
    const { plans } = PlansAnswer.parse(await (await api.get('/plans')).json());
    expect(plans.map((plan) => [plan.id, plan.priceRupees])).toEqual([
      ['annual', 2499],
      ['monthly', 199],
      ['trial', 0],
    ]);
    expect((await api.get(`/photos/${primeArtwork.paywallDesktop}.png`)).status).toBe(200);
    expect(await ensurePrimeCatalogue(db)).toBe(false);
  });
});
