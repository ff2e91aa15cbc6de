import { E2E_PORTS } from '../../../playwright.config.ts';
import { startStack } from '../../../scripts/stack.ts';

/**
 * HM-07: the simulated IPL match's daily first ball, twelve hours from now (India time): the
 * shared stack's match is never on during a run, so the home page is the same at any hour (no
 * score, top news 22). The score itself is tested on a stack of its own (home-live.spec.ts).
 */
function iplStartOutOfTheWay(): string {
  const ist = new Date(Date.now() + 12 * 3_600_000 + 330 * 60_000);
  return `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
}

/** A fresh in-memory backend (seeded the same every time) and the built site. */
export default async function globalSetup() {
  const stack = await startStack({
    apiPort: E2E_PORTS.api,
    sitePort: E2E_PORTS.site,
    sqlitePath: ':memory:',
    quiet: true,
    // Every test reader signs in from 127.0.0.1: the default 10 sign-ins per 5 minutes per
    // client would refuse the suite's later sign-ins. The limit itself has its own tests.
    // The mail captcha's proof of work at a low difficulty: its cost is measured, not tested.
    apiEnv: {
      RATE_LIMIT_LOGINS: '200/300',
      // The demo accounts buy plans in several specs: the per-reader checkout limit has its own test.
      RATE_LIMIT_CHECKOUTS: '200/3600',
      CAPTCHA_MAX_NUMBER: '2000',
      IPL_DAILY_START: iplStartOutOfTheWay(),
    },
  });
  process.env.E2E_API_URL = stack.apiUrl;
  return async () => {
    await stack.stop();
  };
}
