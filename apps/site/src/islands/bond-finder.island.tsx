import { BondFinderForm } from '../widgets/bonds-corner/BondFinderForm.tsx';
import type { BondsPartner } from '../widgets/bonds-corner/partner.ts';

/** AR-14 bond finder (inside the `bonds-corner` widget, hydrate "interaction"): the machine wakes on the first touch. */
export default function BondFinderIsland({ partner }: { partner: BondsPartner }) {
  return <BondFinderForm partner={partner} />;
}
