import { formatFault, type PageKind, pageKinds } from '@newsroom/composer';
import type { LayoutStore } from '@newsroom/composer/layout/store';
import type { LayoutVersionsClient } from '../content/layouts/client.ts';

export interface FollowOptions {
  layouts: LayoutStore;
  versions: Pick<LayoutVersionsClient, 'current'>;
  /** How often to ask the backend (LAYOUT_REFRESH_SECONDS); 0 asks once, at start. */
  everyMs: number;
  log: (message: string) => void;
  /** A page kind now follows a new version: pages made with the old layout must go. */
  changed: (page: PageKind, version: number) => void;
}

/**
 * ED-04: production lays pages out by the newest version editors saved in the backend, else by
 * the file. Asks the backend every few seconds, so a save reaches every instance of the site
 * without a restart. A version with faults (a widget removed since it was saved) is logged and
 * the page keeps the layout it has; a backend that does not answer keeps the layouts as they are.
 */
export function followLayoutVersions(options: FollowOptions): { ready: Promise<void>; stop(): void } {
  const { layouts, versions, log, changed } = options;
  let failing = false;
  const refused = new Set<string>();
  async function check(): Promise<void> {
    try {
      const current = await versions.current();
      if (failing) log('layouts: the backend answers again');
      failing = false;
      for (const { kind, version, text } of current) {
        const page = pageKinds.find((each) => each === kind);
        if (!page || layouts.versionOf(page) === version || refused.has(`${page}@${version}`)) continue;
        const faults = layouts.applyVersion(page, version, text);
        if (faults.length > 0) {
          refused.add(`${page}@${version}`);
          log(`layouts: version ${version} of ${page} not used: ${faults.map(formatFault).join('; ')}`);
          continue;
        }
        log(`layouts: ${page} follows version ${version}`);
        changed(page, version);
      }
    } catch (error) {
      if (!failing)
        log(`layouts: could not read the saved versions (${(error as Error).message}); keeping these`);
      failing = true;
    }
  }
  const ready = check();
  let timer: NodeJS.Timeout | undefined;
  if (options.everyMs > 0) {
    timer = setInterval(() => void check(), options.everyMs);
    timer.unref();
  }
  return { ready, stop: () => clearInterval(timer) };
}
