import { E2E_PORTS } from '../../../playwright.config.ts';
import { type Stack, type StackOptions, startStack } from '../../../scripts/stack.ts';

/**
 * A site and backend of their own on the spare ports, on a fresh in-memory store, for a test that
 * changes what readers are (a subscription) or how the backend decides (its settings): the
 * shared stack the other tests read stays as seeded. Stopped when `work` ends, however it ends.
 */
export async function withSpareStack<T>(
  options: Pick<StackOptions, 'apiEnv' | 'siteEnv'>,
  work: (stack: Stack) => Promise<T>,
): Promise<T> {
  const stack = await startStack({
    apiPort: E2E_PORTS.spareApi,
    sitePort: E2E_PORTS.spareSite,
    sqlitePath: ':memory:',
    quiet: true,
    ...options,
  });
  try {
    return await work(stack);
  } finally {
    await stack.stop();
  }
}
