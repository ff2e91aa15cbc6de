import { defineWidget } from '../types.ts';
import { type AdSlotProps, adSlotContract, adSlotLabels, adSlotSizes } from './contract.ts';

/**
 * AB-23: the slot an ad server fills, with its size reserved. No ad network is wired in this
 * project; the box carries the slot name (`data-ad-slot`) for the loader that fills it. A plain
 * box with its visible "Advertisement" label, not a landmark: a page has several slots, and
 * landmarks with one name each would only crowd a screen reader's list (axe landmark-unique).
 */
export const adSlot = defineWidget(adSlotContract, {
  load: async () => null,
  View({ props: { slot } }: { props: AdSlotProps; data: null }) {
    const size = adSlotSizes[slot];
    return (
      <div
        className={`ad-slot ad-slot--${slot}`}
        data-ad-slot={slot}
        style={{ maxWidth: size.width, minHeight: size.height }}
      >
        <span className="ad-slot__label">{adSlotLabels[slot] ?? 'Advertisement'}</span>
      </div>
    );
  },
});
