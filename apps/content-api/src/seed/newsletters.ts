import type { Kysely } from 'kysely';
import type { Database, NewsletterTable } from '../store/schema.ts';

// AB-13: the demo's newsletters, one per section with a desk that writes one, and the general
// Morning Brief offered beside every other story. The sample link is the section's page on the
// site (the demo keeps no archive of past issues; the section page is what an issue is made of).

export const newsletterRows: readonly NewsletterTable[] = [
  {
    sid: 'morning-brief',
    name: 'Morning Brief',
    section: 'News',
    section_id: null,
    description: 'The business stories that will matter today, in your inbox by 7 a.m., Monday to Saturday.',
    sample_link: '/news',
    position: 0,
  },
  {
    sid: 'markets',
    name: 'Markets Daily',
    section: 'Markets',
    section_id: 13352306,
    description:
      'After the closing bell: how Sensex and Nifty moved, the day’s big movers and what to watch tomorrow.',
    sample_link: '/markets',
    position: 1,
  },
  {
    sid: 'wealth',
    name: 'Wealth Weekly',
    section: 'Wealth',
    section_id: 837555174,
    description: 'Tax, savings and investing ideas for your own money, every Saturday morning.',
    sample_link: '/wealth',
    position: 2,
  },
  {
    sid: 'mutual-funds',
    name: 'Fund Focus',
    section: 'Mutual Funds',
    section_id: 359241701,
    description: 'New fund offers, category returns and what fund managers are buying, every Wednesday.',
    sample_link: '/mutual-funds',
    position: 3,
  },
  {
    sid: 'tech',
    name: 'Tech Wire',
    section: 'Tech',
    section_id: 13357270,
    description: 'Startups, funding rounds and the technology reshaping Indian business, every weekday.',
    sample_link: '/tech',
    position: 4,
  },
  {
    sid: 'nri',
    name: 'NRI Letter',
    section: 'NRI',
    section_id: 107115,
    description: 'Visas, remittances, property and tax for Indians abroad, every Friday.',
    sample_link: '/nri',
    position: 5,
  },
];

/** Writes the demo newsletters (inside the caller's transaction). */
export async function seedNewsletters(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('newsletters')
    .values([...newsletterRows])
    .execute();
}

/** A store seeded before newsletters existed gets the demo ones it lacks (by sid); true when it added any. */
export async function ensureNewsletters(db: Kysely<Database>): Promise<boolean> {
  const stored = new Set((await db.selectFrom('newsletters').select('sid').execute()).map((row) => row.sid));
  const missing = newsletterRows.filter((row) => !stored.has(row.sid));
  if (missing.length === 0) return false;
  await db.insertInto('newsletters').values(missing).execute();
  return true;
}

/** Removes every subscription and newsletter. */
export async function clearNewsletters(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('newsletter_subscriptions').execute();
  await trx.deleteFrom('newsletters').execute();
}
