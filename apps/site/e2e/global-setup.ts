import { E2E_PORTS } from '../../../playwright.config.ts';
import { startStack } from '../../../scripts/stack.ts';

/** A fresh in-memory backend (seeded the same every time) and the built site. */
export default async function globalSetup() {
  const stack = await startStack({
    apiPort: E2E_PORTS.api,
    sitePort: E2E_PORTS.site,
    sqlitePath: ':memory:',
    quiet: true,
  });
  process.env.E2E_API_URL = stack.apiUrl;
  return async () => {
    await stack.stop();
  };
}
