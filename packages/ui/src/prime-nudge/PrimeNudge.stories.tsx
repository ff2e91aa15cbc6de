import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PrimeNudge, type PrimeNudgeRootProps, type ScrollSource } from './PrimeNudge.tsx';

// AR-16 Prime nudge bar: shown after a scroll past 100px, never for Prime, the trial action for
// trial-eligible readers, dismissible. The stories replace the window's scroll with a fixed report.

/** A scroll source that reports one position, as if the reader had scrolled there. */
const scrolledTo =
  (y: number): ScrollSource =>
  (report) => {
    report(y);
    return () => {};
  };

function PrimeNudgeDemo(props: PrimeNudgeRootProps) {
  return (
    <PrimeNudge.Root {...props}>
      <PrimeNudge.Bar aria-label="Ledger Prime" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <p style={{ margin: 0 }}>Unlimited access to the Ledger's analysis and e-paper.</p>
        <PrimeNudge.Start>
          <PrimeNudge.Offer subscribe="Get Ledger Prime" trial="Start your free 14-day Prime trial" />
        </PrimeNudge.Start>
        <PrimeNudge.Dismiss aria-label="Close the Prime offer">×</PrimeNudge.Dismiss>
      </PrimeNudge.Bar>
    </PrimeNudge.Root>
  );
}

const meta = {
  title: 'UI/PrimeNudge',
  component: PrimeNudge.Root,
  render: (args) => <PrimeNudgeDemo {...args} />,
  args: { onStart: fn(), scrollSource: scrolledTo(200), trialEligible: false, isPrime: false },
} satisfies Meta<typeof PrimeNudge.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-state]')!;

/** Not scrolled past 100px yet: the bar is in the document, hidden. */
export const Hidden: Story = {
  args: { scrollSource: scrolledTo(40) },
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'hidden');
    await expect(bar(canvasElement)).not.toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Scrolled past 100px: the bar shows the subscription offer. */
export const Shown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-state', 'shown'));
    await expect(canvas.getByRole('region', { name: 'Ledger Prime' })).toBeVisible();
    const start = canvas.getByRole('button', { name: 'Get Ledger Prime' });
    await expect(start).toHaveAttribute('data-offer', 'subscribe');
    start.click();
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith('subscribe');
  },
};

/** A trial-eligible reader: the trial text and the trial start action. */
export const TrialVariant: Story = {
  args: { trialEligible: true },
  play: async ({ canvas, args }) => {
    const start = await canvas.findByRole('button', { name: 'Start your free 14-day Prime trial' });
    await expect(start).toHaveAttribute('data-offer', 'trial');
    start.click();
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith('trial');
  },
};

/** Closed by the reader: hidden for the rest of the page view. */
export const Dismissed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    (await canvas.findByRole('button', { name: 'Close the Prime offer' })).click();
    await waitFor(() => expect(bar(canvasElement)).toHaveAttribute('data-state', 'dismissed'));
    await expect(bar(canvasElement)).not.toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** A Prime reader: never shown, whatever the scroll. */
export const NeverForPrime: Story = {
  args: { isPrime: true, scrollSource: scrolledTo(5000) },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'never');
    await expect(bar(canvasElement)).not.toBeVisible();
  },
};
