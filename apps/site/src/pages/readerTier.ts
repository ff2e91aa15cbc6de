import type { ReaderTier } from '@newsroom/composer';
import { createContext, useContext } from 'react';

/** What the page chrome needs about the request: the reader's tier and the path (never anything personal). */
export interface ChromeFacts {
  tier: ReaderTier;
  path: string;
}

export const ChromeContext = createContext<ChromeFacts>({ tier: 'anonymous', path: '/' });

export function useChromeFacts(): ChromeFacts {
  return useContext(ChromeContext);
}
