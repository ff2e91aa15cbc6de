import { describe, expect, it } from 'vitest';
import { allSectionSeeds } from '../apps/content-api/src/seed/sections.ts';
import { sampleSectionNames } from '../apps/site/src/widgets/trending-terms/sample.ts';

// Issue 28: the site's stories keep sample data of their own instead of importing the backend's
// seed; this check, outside both apps, keeps the trending-terms sample's section names the seed's.
describe('the trending-terms sample', () => {
  it('names each of its sections as the demo backend does', () => {
    const seeded = Object.fromEntries(
      Object.keys(sampleSectionNames).map((id) => [
        id,
        allSectionSeeds.find((section) => String(section.id) === id)?.name,
      ]),
    );
    expect(sampleSectionNames).toEqual(seeded);
  });
});
