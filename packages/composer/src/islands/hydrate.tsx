import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ID_PREFIX_ATTR, STATE_ATTR } from './marker.ts';

export type IslandModule = { default: ComponentType<Record<string, unknown>> };

/**
 * React half of the client runtime, loaded only when the first island on a page wakes up.
 * Resolves after React has committed the hydrated tree, so a held-back click can be replayed.
 */
export async function hydrateIsland(
  marker: HTMLElement,
  load: () => Promise<unknown>,
  props: Record<string, unknown>,
): Promise<void> {
  const module = (await load()) as IslandModule;
  const Component = module.default;
  await new Promise<void>((resolve, reject) => {
    try {
      // From here React hears the root's events and replays them itself: the input capture
      // stops recording, so nothing is replayed twice.
      marker.setAttribute(STATE_ATTR, 'hydrating');
      hydrateRoot(
        marker,
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>,
        {
          // The prefix the server rendered the island's root with (Island.tsx), so ids match.
          identifierPrefix: marker.getAttribute(ID_PREFIX_ATTR) ?? '',
          onRecoverableError: (error) => console.warn('island hydration mismatch', error),
        },
      );
    } catch (error) {
      reject(error);
    }
  });
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
