import { BondFinderForm } from '../widgets/bonds-corner/BondFinderForm.tsx';
import type { BondsPartner } from '../widgets/bonds-corner/partner.ts';
import { defineIsland } from './define.ts';

/** AR-14 bond finder (inside the `bonds-corner` widget, hydrate "interaction"): the machine wakes on the first touch. */
function BondFinderIsland({ partner }: { partner: BondsPartner }) {
  return <BondFinderForm partner={partner} />;
}

export default defineIsland('bond-finder', BondFinderIsland);
