import type { AdLoaderPhase } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdCreative, type AdCreativeFace } from './AdCreative.tsx';
import { AdSlotBox } from './AdSlotBox.tsx';
import { AdVideoCreative } from './AdVideoCreative.tsx';
import './AdSlotBox.stories.css';

// AB-23 an ad slot in every phase of its loader (adLoaderMachine): reserved while it asks and
// draws, filled with a creative, and the ends without one (empty, gave up after 3 polls, failed
// after a retried render, off for a reader or page without ads). In every phase the frame keeps
// the creative's exact size: nothing on the page moves.

const picture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="%234f5d80"/><rect y="200" width="600" height="100" fill="%232b2736"/></svg>';
const prime: AdCreativeFace = {
  id: 1,
  advertiser: 'Ledger Prime',
  headline: 'Read the stories behind the numbers',
  body: 'Every Prime story, investment ideas and the daily ePaper, from ₹208 a month.',
  cta: 'See the plans',
  image: { url: picture, width: 600, height: 300 },
  external: false,
};
const partner: AdCreativeFace = {
  id: 6,
  advertiser: 'Sterling Fixed Income',
  headline: 'Bonds paying up to 9.5% a year',
  body: 'Rated corporate bonds from ₹10,000.',
  cta: 'See the bonds',
  image: null,
  external: true,
};

const creative = (face: AdCreativeFace) => (
  <AdCreative creative={face} clickHref={`/ads/click?c=${face.id}&t=demo`} className="ad-demo-creative" />
);

const meta = {
  title: 'UI/AdSlotBox',
  component: AdSlotBox,
  args: {
    slot: 'mrec1',
    width: 300,
    height: 250,
    label: 'Advertisement',
    phase: 'requesting',
    className: 'ad-demo',
    classNames: { label: 'ad-demo__label', frame: 'ad-demo__frame' },
  },
} satisfies Meta<typeof AdSlotBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame is 300 × 250 in every phase, whatever it holds. */
const keepsItsSize =
  (phase: AdLoaderPhase) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const box = canvasElement.querySelector('[data-ad-slot]') as HTMLElement;
    await expect(box).toHaveAttribute('data-ad-state', phase);
    const frame = box.querySelector('[data-ad-frame]') as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect([Math.round(width), Math.round(height)]).toEqual([300, 250]);
    await expect(box.textContent).toContain('Advertisement');
  };

/** As the server renders it: the space kept, the label shown, while the loader asks. */
export const Requesting: Story = { play: keepsItsSize('requesting') };

/** Drawing the ad (or waiting 2 s to try the render again). */
export const Rendering: Story = { args: { phase: 'rendering' }, play: keepsItsSize('rendering') };

/** The ad is shown: the creative fills the frame exactly. */
export const Shown: Story = {
  args: { phase: 'shown', children: creative(prime) },
  play: async (context) => {
    await keepsItsSize('shown')(context);
    const link = context.canvasElement.querySelector('a[data-ad-creative]') as HTMLAnchorElement;
    await expect(link).toHaveAttribute('href', '/ads/click?c=1&t=demo');
    await expect(link).toHaveAttribute('target', '_top');
    await expect(link).toHaveAttribute('rel', 'sponsored');
  },
};

/** A partner's creative without a picture: its page opens in a new tab, marked sponsored. */
export const ShownPartner: Story = {
  args: { phase: 'shown', slot: 'rec1', label: 'Sponsored', children: creative(partner) },
  play: async ({ canvasElement }) => {
    const link = canvasElement.querySelector('a[data-ad-creative]') as HTMLAnchorElement;
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link.textContent).toContain('(opens in a new tab)');
    await expect(link).toHaveAttribute('data-picture', 'no');
  },
};

/** The ad server had nothing for this slot: the box stays as it was. */
export const Empty: Story = { args: { phase: 'empty' }, play: keepsItsSize('empty') };

/** Three polls a second apart all failed: it gave up, quietly. */
export const GaveUp: Story = { args: { phase: 'gaveUp' }, play: keepsItsSize('gaveUp') };

/** The render failed twice (once more after 2 s): it stopped, quietly. */
export const Failed: Story = { args: { phase: 'failed' }, play: keepsItsSize('failed') };

/** No ads for this page (a `hideAds` story, `opt=1`): the loader asked for nothing. */
export const Off: Story = { args: { phase: 'off' }, play: keepsItsSize('off') };

const videos: AdCreativeFace = {
  id: 8,
  advertiser: 'Ledger Videos',
  headline: 'The newest from Ledger Videos',
  body: 'Markets, companies and the economy, explained on camera.',
  cta: 'Watch',
  image: null,
  external: false,
};
const poster =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="%23344a5e"/><rect y="240" width="640" height="120" fill="%231c2833"/></svg>';

/** AB-03 the video slot's box: as wide as its column, 16:9, in every phase. */
const keepsItsRatio =
  (phase: AdLoaderPhase) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const box = canvasElement.querySelector('[data-ad-slot]') as HTMLElement;
    await expect(box).toHaveAttribute('data-ad-state', phase);
    await expect(box).toHaveAttribute('data-ad-format', 'video');
    const frame = box.querySelector('[data-ad-frame]') as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect(Math.round(width)).toBe(box.clientWidth);
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.02);
  };

/** AB-03 the mid-article video slot as the server renders it: a 16:9 box the column wide. */
export const VideoRequesting: Story = {
  args: { slot: 'video', width: 640, height: 360, fluid: true, className: 'ad-demo ad-demo--video' },
  play: keepsItsRatio('requesting'),
};

/** AB-03 the video slot filled: the newest video's poster, its title and length, one link. */
export const VideoShown: Story = {
  args: {
    slot: 'video',
    width: 640,
    height: 360,
    fluid: true,
    className: 'ad-demo ad-demo--video',
    phase: 'shown',
    children: (
      <AdVideoCreative
        creative={videos}
        video={{
          title: 'How the rupee fell to a record low',
          poster: { url: poster, width: 640, height: 360 },
          length: '2:35',
        }}
        clickHref="/ads/click?c=8&t=demo"
        className="ad-demo-video"
      />
    ),
  },
  play: async (context) => {
    await keepsItsRatio('shown')(context);
    const link = context.canvasElement.querySelector('a[data-ad-creative]') as HTMLAnchorElement;
    await expect(link).toHaveAttribute('href', '/ads/click?c=8&t=demo');
    await expect(link).toHaveAttribute('target', '_top');
    await expect(link).toHaveAttribute('data-ad-format', 'video');
    await expect(link.textContent).toContain('How the rupee fell to a record low');
    await expect(link.textContent).toContain('2:35');
  },
};
