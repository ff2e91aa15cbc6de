import { defineWidget } from '../types.ts';
import { type AdSlotProps, adSlotContract, adSlotSizes } from './contract.ts';

/**
 * AB-23: the slot an ad server fills, with its size reserved. No ad network is wired in this
 * project; the box carries the slot name (`data-ad-slot`) for the loader that fills it.
 */
export const adSlot = defineWidget(adSlotContract, {
  load: async () => null,
  View({ props: { slot } }: { props: AdSlotProps; data: null }) {
    const size = adSlotSizes[slot];
    return (
      <aside
        className={`ad-slot ad-slot--${slot}`}
        data-ad-slot={slot}
        aria-label="Advertisement"
        style={{ maxWidth: size.width, minHeight: size.height }}
      >
        <span className="ad-slot__label">Advertisement</span>
      </aside>
    );
  },
});
