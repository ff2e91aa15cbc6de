import { type AdSlotProps, adSlotContract, adSlotSizes } from '@newsroom/contracts/widgets/ad-slot';
import { adLabelOf } from '@newsroom/rules/ads';
import { AdSlotBox } from '@newsroom/ui';
import { defineScriptIsland } from '../../lib/defineIsland.ts';
import { defineWidget, type WidgetContext } from '../types.ts';

/** What the slot's loader needs to ask for its ad, decided on the server with the page. */
export interface AdSlotData {
  /** The reader's country as the site knows it (the international units are for readers abroad). */
  geo: 'IN' | 'other';
  /** The story the slot is on, if any. */
  msid: string | null;
}

/** What every slot's loader is given (the video slot's too): the page's country and story. */
export async function loadAdSlotData(ctx: WidgetContext): Promise<AdSlotData> {
  return {
    geo: ctx.page.reader.geo,
    msid: ctx.article?.msid && /^\d{1,12}$/.test(ctx.article.msid) ? ctx.article.msid : null,
  };
}

/**
 * AB-23: the slot an ad fills, its size reserved. The box carries the slot's name; the ad loader
 * (ad-slot.script.ts, the adLoaderMachine) asks the ad server for it once it is near the
 * view and draws the creative in its frame. A plain box with its visible label, not a landmark:
 * a page has several slots, and landmarks with one name each would only crowd a screen reader's
 * list (axe landmark-unique).
 */
export const adSlot = defineWidget(adSlotContract, {
  load: loadAdSlotData,
  View: defineScriptIsland('ad-slot', AdSlotView),
});

function AdSlotView({ props: { slot } }: { props: AdSlotProps; data: AdSlotData }) {
  const size = adSlotSizes[slot];
  return (
    <AdSlotBox
      slot={slot}
      width={size.width}
      height={size.height}
      label={adLabelOf(slot)}
      phase="requesting"
      className={`ad-slot ad-slot--${slot}`}
      classNames={{ label: 'ad-slot__label', frame: 'ad-slot__frame' }}
    />
  );
}
