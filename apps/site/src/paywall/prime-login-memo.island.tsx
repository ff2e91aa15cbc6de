import { PRIME_LOGIN_REMEMBER_MS, readPrimeLoginMap, rememberPrimeLogin } from '@newsroom/rules/paywall';
import { useEffect } from 'react';
import { defineIsland } from '../lib/defineIsland.ts';
import { PRIME_LOGIN_MAP_KEY, readStored, writeStored } from './browserStore.ts';

/**
 * AB-09: on a Prime reader's pages, this browser remembers the Prime login (the stored map of the
 * Prime login nudge): if someone else, or nobody, later meets a paywall here, it asks them to
 * sign in with it rather than pay again. The login comes from `/api/session`, never from the
 * page, which is shared by every Prime reader. Renders nothing; a failure leaves the map as it was.
 */
function PrimeLoginMemoIsland() {
  useEffect(() => {
    void fetch('/api/session', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: { email?: unknown } | null } | null) => {
        const email = body?.user?.email;
        if (typeof email !== 'string' || email === '') return;
        const map = rememberPrimeLogin(
          readPrimeLoginMap(readStored(PRIME_LOGIN_MAP_KEY)),
          email,
          Date.now() + PRIME_LOGIN_REMEMBER_MS,
        );
        if (map) writeStored(PRIME_LOGIN_MAP_KEY, JSON.stringify(map));
      })
      .catch(() => {});
  }, []);
  return null;
}

export default defineIsland('prime-login-memo', PrimeLoginMemoIsland);
