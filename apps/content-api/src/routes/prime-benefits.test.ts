import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPremium } from '../content/article.ts';
import { benefitGroups } from '../seed/prime-catalogue.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { startTestApi, type TestApi, testPublicUrl } from '../testing/test-api.ts';
import { BenefitsAnswer, benefitsCaller, storiesPerBenefit } from './prime-benefits.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /benefits (AB-09 clustered benefits)', () => {
  it('AB-09 answers the groups at planGroups[0].plans[0].additionalBenefitsNew.data, illustrated with real Prime stories', async () => {
    const response = await api.get('/benefits', { ...benefitsCaller });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const answer = BenefitsAnswer.parse(await response.json());
    const groups = answer.planGroups[0].plans[0]?.additionalBenefitsNew.data ?? [];
    expect(groups.map((group) => group.id)).toEqual(benefitGroups.map((group) => group.id));
    const sections = await loadSectionDirectory(api.store.db);
    for (const [index, group] of groups.entries()) {
      const entries = benefitGroups[index]?.benefits ?? [];
      expect(group.benefits.map((benefit) => benefit.name)).toEqual(entries.map((entry) => entry.name));
      for (const [position, benefit] of group.benefits.entries()) {
        expect(benefit).toMatchObject({ title: expect.any(String), text: expect.any(String), url: /^\// });
        expect(benefit.image).toMatch(new RegExp(`^${testPublicUrl}/photos/\\d+\\.png$`));
        expect(benefit.stories.length).toBeGreaterThan(0);
        expect(benefit.stories.length).toBeLessThanOrEqual(storiesPerBenefit);
        const allowed = new Set((entries[position]?.sectionIds ?? []).flatMap((id) => sections.subtree(id)));
        for (const story of benefit.stories) {
          const row = await api.store.db
            .selectFrom('articles')
            .selectAll()
            .where('msid', '=', Number(story.msid))
            .executeTakeFirstOrThrow();
          expect(isPremium(row), story.msid).toBe(true);
          if (allowed.size > 0) expect(allowed.has(row.section_id), story.msid).toBe(true);
          expect(story.url).toMatch(new RegExp(`/${story.msid}\\.cms$`));
          expect(story.img).toBe(`${testPublicUrl}/photos/${row.image_id}.png`);
          expect(story.title).toBe(row.title);
        }
      }
    }
    // Every plan carries the same groups; the pictures are served.
    expect(answer.planGroups[0].plans.map((plan) => plan.id)).toEqual(['annual', 'monthly', 'trial']);
    const image = groups[0]?.benefits[0]?.image ?? '';
    expect((await api.get(image.slice(testPublicUrl.length))).status).toBe(200);
  });

  it('AB-09 illustrates each benefit with stories of its own while the store has enough', async () => {
    const answer = BenefitsAnswer.parse(await (await api.get('/benefits')).json());
    const benefits =
      answer.planGroups[0].plans[0]?.additionalBenefitsNew.data.flatMap((group) => group.benefits) ?? [];
    const shown = benefits.flatMap((benefit) => benefit.stories.map((story) => story.msid));
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('AB-09 serves a caller that sends neither header, and refuses a wrong client-id or site-app-code with 403', async () => {
    expect((await api.get('/benefits')).status).toBe(200);
    expect((await api.get('/benefits', { 'client-id': benefitsCaller['client-id'] })).status).toBe(200);
    for (const [header, value] of [
      ['client-id', 'someone-else'],
      ['site-app-code', 'other-site'],
    ] as const) {
      const response = await api.get('/benefits', { ...benefitsCaller, [header]: value });
      expect(response.status, header).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: { param: header, message: `unknown ${header}` } });
    }
  });
});
