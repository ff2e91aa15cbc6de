import type { Kysely } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { Database, PollOptionTable, PollTable, PollVoteTable } from '../store/schema.ts';

// AB-14: the demo's polls, tech-flavoured (the poll sits in the tech sidebar), one a day; the
// newest, opening on the seed's last day, is the poll of the day. Each carries votes of made-up
// voters (`seed:{n}`), so the first reader to vote sees percentages of a living poll; the
// percentages are always counted from the stored votes.

interface SeedPoll {
  msid: number;
  title: string;
  /** IST, the morning the poll opens. */
  opens: string;
  /** Options in their number order, each with the demo votes it starts with. */
  options: readonly (readonly [description: string, votes: number])[];
}

const demoPolls: readonly SeedPoll[] = [
  {
    msid: 126000101,
    title: 'Will generative AI tools change the size of your team in 2027?',
    opens: '2026-11-17T06:00:00+05:30',
    options: [
      ['Yes, it will shrink', 64],
      ['Yes, it will grow', 21],
      ['No real change', 88],
      ['Too early to say', 53],
    ],
  },
  {
    msid: 126000102,
    title: 'Which should India’s startups put first next year?',
    opens: '2026-11-18T06:00:00+05:30',
    options: [
      ['Profitability', 132],
      ['Growth at any cost', 17],
      ['Listing on the exchanges', 41],
      ['Expanding abroad', 36],
    ],
  },
  {
    msid: 126000103,
    title: 'How do you pay for most of your everyday purchases?',
    opens: '2026-11-19T06:00:00+05:30',
    options: [
      ['UPI', 211],
      ['Debit or credit card', 58],
      ['Cash', 27],
      ['Wallets and buy-now-pay-later', 12],
    ],
  },
  {
    msid: 126000104,
    title: 'Which technology will shape Indian business most in 2027?',
    opens: '2026-11-20T06:00:00+05:30',
    options: [
      ['Artificial intelligence and automation', 118],
      ['Semiconductors made in India', 47],
      ['UPI and digital payments abroad', 76],
      ['Electric vehicles and batteries', 39],
      ['Satellite broadband', 22],
    ],
  },
];

/** The seed's poll of the day (the newest to open). */
export const seedPollOfTheDay = 126000104;

export interface PollSeedRows {
  polls: PollTable[];
  poll_options: PollOptionTable[];
  poll_votes: PollVoteTable[];
}

export function buildPollSeed(): PollSeedRows {
  const rows: PollSeedRows = { polls: [], poll_options: [], poll_votes: [] };
  let voter = 0;
  for (const poll of demoPolls) {
    rows.polls.push({ msid: poll.msid, title: poll.title, starts_at: poll.opens });
    const opensMs = Date.parse(poll.opens);
    for (const [index, [description, votes]] of poll.options.entries()) {
      const optionno = index + 1;
      rows.poll_options.push({ poll_msid: poll.msid, optionno, description });
      for (let n = 0; n < votes; n += 1) {
        voter += 1;
        // Spread over the poll's first day, a vote every 47 s or so.
        rows.poll_votes.push({
          poll_msid: poll.msid,
          voter: `seed:${voter}`,
          optionno,
          created_at: formatIst(opensMs + ((voter * 47_000) % 86_400_000)),
        });
      }
    }
  }
  return rows;
}

const perInsert = 500;

/** Writes the demo polls, their options and votes (inside the caller's transaction). */
export async function seedPolls(trx: Kysely<Database>): Promise<void> {
  const rows = buildPollSeed();
  await trx.insertInto('polls').values(rows.polls).execute();
  await trx.insertInto('poll_options').values(rows.poll_options).execute();
  for (let start = 0; start < rows.poll_votes.length; start += perInsert) {
    await trx
      .insertInto('poll_votes')
      .values(rows.poll_votes.slice(start, start + perInsert))
      .execute();
  }
}

/** A store seeded before polls existed gets the demo polls, once; true when it added them. */
export async function ensurePolls(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('polls').select('msid').limit(1).execute();
  if (stored.length > 0) return false;
  await db.transaction().execute((trx) => seedPolls(trx));
  return true;
}

/** Removes every poll, its options and all votes (readers' too). */
export async function clearPolls(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('poll_votes').execute();
  await trx.deleteFrom('poll_options').execute();
  await trx.deleteFrom('polls').execute();
}
