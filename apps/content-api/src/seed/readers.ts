import type { Insertable } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import type { ReaderTable } from '../store/schema.ts';
import { seedNowMs } from './clock.ts';

// Demo reader accounts, one per tier the specs name, all with one documented password.
// The hashes were made once with auth/passwords.ts (scrypt, a random salt each) and are kept
// here as text so every seeded store holds the same rows and seeding stays fast; readers.test.ts
// checks that each still matches the password.

export const demoPassword = 'ledger-demo-2026';

const dayMs = 24 * 60 * 60_000;
const seededAt = formatIst(seedNowMs - 400 * dayMs);
/** The first-time reader signed up three days before the seed's clock. */
const joinedRecently = formatIst(seedNowMs - 3 * dayMs);

export const demoReaders = {
  /** Signed in; has had a trial before, so not trial eligible; never Prime. */
  reader: {
    id: 1,
    ssoid: 'ld838a6741ad6164c7',
    email: 'reader@demo.ledger',
    first_name: 'Asha',
    password_hash: 'scrypt$32768$8$3$_rT9b3iq0IsNxcs2lH8r9w$VxSoFxosk4OmhHkSPgieipcJwiRjwXSiof4xTJqfbV0',
    roles: '',
    prime_plan: null,
    prime_until: null,
    trial_eligible: 0,
    first_time_eligible: 0,
    created_at: seededAt,
  },
  /** Signed in and eligible for a free trial (AR-16's trial start action). */
  trial: {
    id: 2,
    ssoid: 'ld40e462006e48ca92',
    email: 'trial@demo.ledger',
    first_name: 'Vikram',
    password_hash: 'scrypt$32768$8$3$TIRaVzuqSiLXicVixbWk9g$j8Dq5fq7-b86x6ob5X1yzITxr-UiiwbXUGUDd93Xmmc',
    roles: '',
    prime_plan: null,
    prime_until: null,
    trial_eligible: 1,
    first_time_eligible: 0,
    created_at: seededAt,
  },
  /** An annual Prime subscription that runs for years yet. */
  prime: {
    id: 3,
    ssoid: 'ldb6876e6fa21f1248',
    email: 'prime@demo.ledger',
    first_name: 'Priya',
    password_hash: 'scrypt$32768$8$3$k3tpPxfmX4Vj08MuMol-1w$7n2W7g-aDnvE8LBednb2CV7v3YHd5_C2OG7J7xi3gCo',
    roles: '',
    prime_plan: 'annual',
    prime_until: '2036-11-20T20:00:00+05:30',
    trial_eligible: 0,
    first_time_eligible: 0,
    created_at: seededAt,
  },
  /** Was Prime until 31 October 2026: permission `expired_subscription` (AB-25). */
  expired: {
    id: 4,
    ssoid: 'ldb435f2f14a46af94',
    email: 'expired@demo.ledger',
    first_name: 'Kabir',
    password_hash: 'scrypt$32768$8$3$7IxsALPWcjQKM8-YpBjOeA$15z7ZrhZ3CNQf5Cpc3qsxmIyp-elfrM7bvwVbKxr9hU',
    roles: '',
    prime_plan: 'annual',
    prime_until: '2026-10-31T23:59:59+05:30',
    trial_eligible: 0,
    first_time_eligible: 0,
    created_at: seededAt,
  },
  /** Role `editor`: reads the moderation list and uses the editors' preview; not Prime. */
  editor: {
    id: 5,
    ssoid: 'lda0dd7da5e9b539bd',
    email: 'editor@demo.ledger',
    first_name: 'Esha',
    password_hash: 'scrypt$32768$8$3$6nTqnToTB3ggUPOpwEcN7g$7CWCvsG1a06hdBgVMw2NTOcC8XlsKIEKAr-qRKhKFak',
    roles: 'editor',
    prime_plan: null,
    prime_until: null,
    trial_eligible: 0,
    first_time_eligible: 0,
    created_at: seededAt,
  },
  /**
   * New to the publication and eligible for the first-time offer, which reaches them outside the
   * page header: AR-16 never shows them the Prime nudge bar. Not trial eligible, so this account
   * shows the first-time rule alone.
   */
  new: {
    id: 6,
    ssoid: 'lde7a9216d87d28e25',
    email: 'new@demo.ledger',
    first_name: 'Nisha',
    password_hash: 'scrypt$32768$8$3$Q5jrp4wonMTi2--tkDbQ_g$F8CizGZ_89-OkVZHc3ykkkOKtKyorBFhuCDvh24N5pI',
    roles: '',
    prime_plan: null,
    prime_until: null,
    trial_eligible: 0,
    first_time_eligible: 1,
    created_at: joinedRecently,
  },
  /**
   * VD-04: signed in with the pink (ad-free) pass and not Prime: pages show no ads and no
   * sponsored block, while every Prime offer still reaches them.
   */
  pink: {
    id: 7,
    ssoid: 'lde6de9f2a48760790',
    email: 'pink@demo.ledger',
    first_name: 'Meera',
    password_hash: 'scrypt$32768$8$3$kDE-g0WOcHxdYJ2Rzh8CPA$8joQ64fLgGB_9rhy_gLScigRIzJDAPWgy4zbECgbk9w',
    roles: '',
    prime_plan: null,
    prime_until: null,
    trial_eligible: 0,
    first_time_eligible: 0,
    ad_free: 1,
    created_at: seededAt,
  },
} as const satisfies Record<string, Insertable<ReaderTable> & { id: number; email: string }>;

export type DemoReader = keyof typeof demoReaders;

export function seedReaderRows(): Insertable<ReaderTable>[] {
  // Every row names every column: a multi-row insert on SQLite writes NULL for one left out.
  return Object.values(demoReaders).map((reader) => ({ ad_free: 0, ...reader }));
}
