import { AdCreative, type AdCreativeFace } from '@newsroom/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { stylesForFrame } from '../shared/stories/frameStyles.ts';
import { start } from './ad-slot.script.ts';
import type { AdServer } from './adServerSeam.ts';
import { samples } from './sample.ts';

// DV-02 / AB-23 ad slots: the server's reserved box at both widths (Phone, Desktop) and under its
// other labels, then the box woken by its script island (ad-slot.script.ts, the ad
// loader machine) with an ad server the story provides, in each of the loader's phases: off (an
// address with opt=1), requesting, rendering, shown (a house creative in its frame), empty, gave
// up after three failed polls, failed after a retried render. The box is 300 × 250 in every one.

const sample = samples['ad-slot'];

const creative: AdCreativeFace = {
  id: 7,
  advertiser: 'Ledger Prime',
  headline: 'Read the stories behind the numbers',
  body: 'Every Prime story, investment ideas and the daily ePaper, from ₹208 a month.',
  cta: 'See the plans',
  image: { url: '/photos/7.png', width: 600, height: 300 },
  external: false,
};

/**
 * Draws the creative as the house ad server does: its own page (the site's stylesheet, the
 * creative's face) in a sandboxed frame of the slot's size, resolved once the frame has loaded.
 */
function drawHouseCreative(frame: HTMLElement): Promise<void> {
  const styles = stylesForFrame();
  const face = renderToStaticMarkup(
    <AdCreative
      creative={creative}
      clickHref="/ads/click?c=7&t=story"
      className="ad-creative"
      classNames={{
        picture: 'ad-creative__picture',
        advertiser: 'ad-creative__advertiser',
        headline: 'ad-creative__headline',
        body: 'ad-creative__body',
        cta: 'ad-creative__cta',
      }}
    />,
  );
  const iframe = document.createElement('iframe');
  iframe.title = 'Advertisement';
  iframe.width = '300';
  iframe.height = '250';
  iframe.className = 'ad-slot__creative';
  iframe.setAttribute('sandbox', 'allow-same-origin allow-popups allow-top-navigation-by-user-activation');
  iframe.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Advertisement: ${creative.advertiser}</title>${styles}</head><body class="ad-creative-page">${face}</body></html>`;
  return new Promise((resolve) => {
    iframe.addEventListener('load', () => resolve(), { once: true });
    frame.replaceChildren(iframe);
  });
}

const served = { slot: 'mrec4', creativeId: creative.id };
const pending = () => new Promise<never>(() => {});

/** An ad server for the story: answers and draws as told; counts what it was asked. */
function storyServer(overrides: Partial<AdServer> = {}) {
  const calls = { requests: 0, renders: 0, impressions: 0 };
  const server: AdServer = {
    request: (request) => {
      calls.requests += 1;
      return overrides.request ? overrides.request(request) : Promise.resolve(served);
    },
    render: (frame, ad) => {
      calls.renders += 1;
      return overrides.render ? overrides.render(frame, ad) : drawHouseCreative(frame);
    },
    recordImpression: () => {
      calls.impressions += 1;
    },
  };
  return { server, calls };
}

const meta = {
  title: 'Site/Widgets/Ad slot',
  component: WidgetStory,
  args: { id: 'ad-slot', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

const box = ({ canvasElement }: Context) => canvasElement.querySelector<HTMLElement>('[data-ad-slot]')!;

/** The reserved frame is the creative's exact size, whatever the phase. */
async function keepsItsSize(context: Context, phase: string) {
  await expect(box(context)).toHaveAttribute('data-ad-state', phase);
  const frame = box(context).querySelector('[data-ad-frame]') as HTMLElement;
  // Inside its 1 px rule (the site's frame is content-box).
  await expect([frame.clientWidth, frame.clientHeight]).toEqual([300, 250]);
}

/** Wakes the slot's script island as the page does (its marker and props) with the story's server. */
function wake(context: Context, server: AdServer, address = '') {
  const marker = context.canvasElement.querySelector<HTMLElement>('[data-island="ad-slot"]')!;
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  return start(marker, props, server, address);
}

/** The server's HTML: the label and the box reserved, the loader yet to ask. */
export const Phone: Story = { globals: phone, play: (context) => keepsItsSize(context, 'requesting') };
export const Desktop: Story = { globals: desktop, play: (context) => keepsItsSize(context, 'requesting') };

/** The recommendation provider's unit: labelled "Sponsored". */
export const SponsoredLabel: Story = {
  globals: phone,
  args: { props: { slot: 'rec1' } },
  play: async (context) => {
    await expect(box(context)).toHaveTextContent('Sponsored');
  },
};

/** HM-01: the home page's sponsored-content placeholder in the wide column. */
export const HomeSponsoredContent: Story = {
  globals: desktop,
  args: { props: { slot: 'sponsored' }, region: 'main' },
  play: async (context) => {
    await expect(box(context)).toHaveTextContent('Sponsored content');
    await keepsItsSize(context, 'requesting');
  },
};

/** Off: an address with opt=1 asks for nothing; the box keeps its space. */
export const Off: Story = {
  globals: phone,
  play: async (context) => {
    const { server, calls } = storyServer();
    await wake(context, server, '?opt=1');
    await keepsItsSize(context, 'off');
    await expect(calls.requests).toBe(0);
  },
};

/** Requesting: the ad server has not answered yet. */
export const Requesting: Story = {
  globals: phone,
  play: async (context) => {
    const { server, calls } = storyServer({ request: pending });
    void wake(context, server);
    await waitFor(() => expect(calls.requests).toBe(1));
    await keepsItsSize(context, 'requesting');
  },
};

/** Rendering: the ad came, its frame is still drawing. */
export const Rendering: Story = {
  globals: phone,
  play: async (context) => {
    const { server } = storyServer({ render: pending });
    void wake(context, server);
    await waitFor(() => expect(box(context)).toHaveAttribute('data-ad-state', 'rendering'));
    await keepsItsSize(context, 'rendering');
  },
};

/** Shown: the house creative in its frame, the impression counted once. */
export const Shown: Story = {
  globals: desktop,
  play: async (context) => {
    const { server, calls } = storyServer();
    await wake(context, server);
    await keepsItsSize(context, 'shown');
    const frame = box(context).querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('title', 'Advertisement');
    await expect(frame.contentDocument?.querySelector('[data-ad-creative]')).toHaveTextContent(
      /Read the stories behind the numbers/,
    );
    await expect(calls.impressions).toBe(1);
  },
};

/** Empty: the ad server has nothing for the slot; the box stays as it was. */
export const Empty: Story = {
  globals: phone,
  play: async (context) => {
    const { server, calls } = storyServer({ request: async () => null });
    await wake(context, server);
    await keepsItsSize(context, 'empty');
    await expect(calls.renders).toBe(0);
  },
};

/** Gave up: three polls a second apart all failed; swallowed, the box unchanged. */
export const GaveUp: Story = {
  globals: phone,
  play: async (context) => {
    const { server, calls } = storyServer({
      request: () => Promise.reject(new Error('ad server not ready')),
    });
    await wake(context, server);
    await keepsItsSize(context, 'gaveUp');
    await expect(calls.requests).toBe(3);
  },
};

/** Failed: the render failed, was tried once more 2 s later, and failed again; swallowed. */
export const Failed: Story = {
  globals: phone,
  play: async (context) => {
    const { server, calls } = storyServer({
      render: () => Promise.reject(new Error('the frame holds no creative')),
    });
    await wake(context, server);
    await keepsItsSize(context, 'failed');
    await expect(calls.renders).toBe(2);
    await expect(calls.impressions).toBe(0);
  },
};
