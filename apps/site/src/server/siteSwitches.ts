import { iplShown } from '@newsroom/rules/ipl';
import type { ContentClient } from '../content/client.ts';
import type { SiteConfig } from '../content/editorial.ts';
import { withDeadline } from '../layout/regions.tsx';
import type { SiteSwitches } from '../lib/pageContext.ts';

/** HM-09: the `home_status` values that place the player; every other value is off (""). */
const LIVE_TV_STATUSES: ReadonlySet<string> = new Set(['1', '2', 'Center', '3', '4']);
const LIVE_TV_SLOTS: ReadonlySet<string> = new Set(['1', '2', '3']);

/** Every switch off: pages other than the home page, and a home page whose switches could not be had. */
export const SWITCHES_OFF: SiteSwitches = { liveTvStatus: '', liveTvSlot: '', iplActive: false };

/** HM-09: live TV's switches from the `livetv` config; anything not one of the spec's values is off. */
export function liveTvSwitches(config: SiteConfig | null): Pick<SiteSwitches, 'liveTvStatus' | 'liveTvSlot'> {
  const status = config?.livetv_home_status ?? '';
  const slot = config?.livetv_rhs_slot ?? '';
  return {
    liveTvStatus: LIVE_TV_STATUSES.has(status) ? status : '',
    liveTvSlot: LIVE_TV_SLOTS.has(slot) ? slot : '',
  };
}

/**
 * The home page's switches for this request (layout fields `site.*`): HM-09 live TV's placement
 * from the editors' `livetv` config, and HM-07 whether the IPL widget will show (the list names a
 * match with innings), so top news gets 17 stories beside it. Both are kept 5 s by the content
 * client; each that fails or is late (the widget deadline) counts as off, and is logged.
 */
export async function readSiteSwitches(
  content: ContentClient,
  log: (message: string) => void,
  deadlineMs: number,
): Promise<SiteSwitches> {
  const [livetv, ipl] = await Promise.all([
    withDeadline(content.editorial.config('livetv'), deadlineMs).catch((error: Error) => {
      log(`site switches: live TV off: ${error.message}`);
      return null;
    }),
    withDeadline(content.cricket.ipl(), deadlineMs).catch((error: Error) => {
      log(`site switches: IPL score off: ${error.message}`);
      return null;
    }),
  ]);
  return { ...liveTvSwitches(livetv), iplActive: iplShown(ipl?.score) };
}
