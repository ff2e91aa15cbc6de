import { type VideoAdSlotProps, videoAdSlotContract } from '@newsroom/contracts/widgets/video-ad-slot';
import { AD_SLOTS, adLabelOf } from '@newsroom/rules/ads';
import { AdSlotBox } from '@newsroom/ui';
import { defineScriptIsland } from '../../lib/defineIsland.ts';
import { type AdSlotData, loadAdSlotData } from '../ad-slot/adSlot.tsx';
import { defineWidget } from '../types.ts';

/**
 * AB-03 / AB-23: the mid-article video slot, a real ad slot. The server reserves its 16:9 box at
 * the column's width with its label; the same ad loader as every slot (the ad-slot script island,
 * the adLoaderMachine, widgets/ad-slot/adServer.ts) asks the ad server for the `video` slot once
 * the box is near the view and draws the video creative in the frame. What it needs to ask is what every
 * slot needs (the reader's country, the story), so the loader is the ad slot's.
 */
export const videoAdSlot = defineWidget(videoAdSlotContract, {
  load: loadAdSlotData,
  View: defineScriptIsland('video-ad-slot', VideoAdSlotView),
});

function VideoAdSlotView({ props: { slot } }: { props: VideoAdSlotProps; data: AdSlotData }) {
  const size = AD_SLOTS[slot];
  return (
    <AdSlotBox
      slot={slot}
      width={size.width}
      height={size.height}
      fluid
      label={adLabelOf(slot)}
      phase="requesting"
      className="ad-slot ad-slot--video"
      classNames={{ label: 'ad-slot__label', frame: 'ad-slot__frame' }}
    />
  );
}
