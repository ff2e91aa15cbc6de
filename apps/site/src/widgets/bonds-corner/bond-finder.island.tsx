import { defineIsland } from '../../lib/defineIsland.ts';
import { BondFinderForm } from './BondFinderForm.tsx';
import type { BondsPartner } from './partner.ts';

/** AR-14 bond finder (inside the `bonds-corner` widget, hydrate "interaction"): the machine wakes on the first touch. */
function BondFinderIsland({ partner }: { partner: BondsPartner }) {
  return <BondFinderForm partner={partner} />;
}

export default defineIsland('bond-finder', BondFinderIsland);
