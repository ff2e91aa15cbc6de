import { defineIsland } from '../lib/defineIsland.ts';
import { PaywallExperience, type PaywallExperienceProps } from './PaywallExperience.tsx';

/**
 * AB-07 / AB-09: the paywall at the end of a gated story's teaser. Woken at load, so the mode is
 * chosen while the reader is still reading the teaser above it, not under their eyes.
 */
function PaywallIsland(props: PaywallExperienceProps) {
  return <PaywallExperience {...props} />;
}

export default defineIsland('paywall', PaywallIsland);
