import type { ContentClient } from '../../content/client.ts';

/** A content client for a test: only the domains and calls the test needs, each a stand-in. */
export type FakeContent = { [Domain in keyof ContentClient]?: Partial<ContentClient[Domain]> };
