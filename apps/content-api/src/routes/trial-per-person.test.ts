import { describe, expect, it } from 'vitest';
import { CodeChallengeAnswer, CodeSignInAnswer } from '../contract.ts';
import { seedNowMs } from '../seed/clock.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

// X-01 one free trial per person: per verified address, as the mailbox it reaches (Gmail ignores
// dots and +tags; elsewhere +tags only), checked in the transaction that grants the trial. And
// AB-09: even with SHOW_ONE_TIME_CODES on, an editor's code is never in the answer.

const dayMs = 24 * 60 * 60_000;

async function withApi(run: (api: TestApi) => Promise<void>) {
  const api = await startTestApi(undefined, { now: () => seedNowMs + dayMs, showOneTimeCodes: true });
  try {
    await run(api);
  } finally {
    await api.close();
  }
}

let client = 0;
function postJson(api: TestApi, path: string, body: unknown) {
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}` },
    body: JSON.stringify(body),
  });
}

async function signInWithCode(api: TestApi, address: string, startTrial: boolean) {
  const sent = CodeChallengeAnswer.parse(
    await (await postJson(api, '/auth/code', { channel: 'email', address })).json(),
  );
  const verified = await postJson(api, '/auth/code/verify', {
    challengeId: sent.challengeId,
    code: sent.devCode,
    startTrial,
  });
  expect(verified.status).toBe(200);
  return CodeSignInAnswer.parse(await verified.json());
}

async function readerByEmail(api: TestApi, email: string) {
  return api.store.db.selectFrom('readers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describe('X-01 one trial per person', () => {
  it('refuses a second trial for A.B+x@gmail.com after ab@gmail.com, at sign-in and on POST /auth/subscribe', async () => {
    await withApi(async (api) => {
      const first = await signInWithCode(api, 'ab@gmail.com', true);
      expect(first.trial).toMatchObject({ started: true });
      expect(first.user).toMatchObject({ isPrime: true, primePlan: 'trial' });

      // A new account for the same mailbox: made, but not offered the trial, and not given it.
      const second = await signInWithCode(api, 'A.B+x@gmail.com', true);
      expect(second.trial).toEqual({ started: false, until: null });
      expect(second.user).toMatchObject({ isPrime: false, trialEligible: false });

      // Even an account the store calls eligible (made before the claim, or by a race) is
      // refused where the trial is granted: the claim is checked in that transaction.
      await api.store.db
        .updateTable('readers')
        .set({ trial_eligible: 1 })
        .where('email', '=', 'a.b+x@gmail.com')
        .execute();
      const answer = await api.post(
        '/auth/subscribe',
        { plan: 'trial' },
        { authorization: `Bearer ${second.session}` },
      );
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({
        error: {
          param: 'plan',
          message: 'The free trial is for readers who have not had one; please choose a plan.',
        },
      });
      expect(await readerByEmail(api, 'a.b+x@gmail.com')).toMatchObject({
        prime_plan: null,
        prime_until: null,
      });

      // Another person on another provider, whose dots are part of the name, still gets one.
      const other = await signInWithCode(api, 'a.b@example.com', true);
      expect(other.trial).toMatchObject({ started: true });
      const tagged = await signInWithCode(api, 'A.B+news@example.com', true);
      expect(tagged.trial).toEqual({ started: false, until: null });
    });
  });

  it('two trial requests at once for one mailbox give one trial', async () => {
    await withApi(async (api) => {
      const one = await signInWithCode(api, 'race@gmail.com', false);
      const two = await signInWithCode(api, 'r.a.c.e+2@gmail.com', false);
      const answers = await Promise.all(
        [one, two].map((signedIn) =>
          api.post('/auth/subscribe', { plan: 'trial' }, { authorization: `Bearer ${signedIn.session}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const claims = await api.store.db.selectFrom('trial_claims').selectAll().execute();
      expect(claims.filter((claim) => claim.identity === 'email:race@gmail.com')).toHaveLength(1);
      const trials = await api.store.db
        .selectFrom('readers')
        .select('email')
        .where('prime_plan', '=', 'trial')
        .where('email', 'in', ['race@gmail.com', 'r.a.c.e+2@gmail.com'])
        .execute();
      expect(trials).toHaveLength(1);
    });
  });
});

describe('AB-09 SHOW_ONE_TIME_CODES never hands out a staff account’s code', () => {
  it('answers devCode for a reader’s address, never for an editor’s', async () => {
    await withApi(async (api) => {
      const editor = CodeChallengeAnswer.parse(
        await (await postJson(api, '/auth/code', { channel: 'email', address: 'Editor@demo.ledger' })).json(),
      );
      expect(editor.devCode).toBeUndefined();
      expect(editor.sentTo).toBe('ed**or@demo.ledger');
      const reader = CodeChallengeAnswer.parse(
        await (await postJson(api, '/auth/code', { channel: 'email', address: 'reader@demo.ledger' })).json(),
      );
      expect(reader.devCode).toMatch(/^\d{6}$/);
    });
  });
});
