import { BOND_AMOUNTS, BOND_TENURES } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubmitEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { BondFinder, type BondFinderRootProps } from './BondFinder.tsx';
import { bondAmountLabels, bondTenureLabels } from './labels.ts';
import './BondFinder.stories.css';

// AR-14 bond finder: amount and tenure ranges; a complete ask opens the partner page in a new tab
// with `amount`, `tenure` and the campaign tags as its query.

/** What the browser would send: the form's fields, read at submit (the stories hold the tab back). */
let sent: string | null = null;
const holdBack = (event: SubmitEvent<HTMLFormElement>) => {
  if (!event.defaultPrevented)
    sent = new URLSearchParams(new FormData(event.currentTarget) as never).toString();
  event.preventDefault();
};

function BondFinderDemo(props: BondFinderRootProps) {
  return (
    <BondFinder.Root {...props} className="bf-demo" aria-label="Bond finder" onSubmit={holdBack}>
      <input type="hidden" name="utm_source" value="ledger" />
      <input type="hidden" name="utm_campaign" value="bonds-corner" />
      <BondFinder.Choices field="amount" legend="How much would you invest?">
        {BOND_AMOUNTS.map((value) => (
          <BondFinder.Option key={value} value={value}>
            {bondAmountLabels[value]}
          </BondFinder.Option>
        ))}
        <BondFinder.Missing>Please choose an amount.</BondFinder.Missing>
      </BondFinder.Choices>
      <BondFinder.Choices field="tenure" legend="For how long?">
        {BOND_TENURES.map((value) => (
          <BondFinder.Option key={value} value={value}>
            {bondTenureLabels[value]}
          </BondFinder.Option>
        ))}
        <BondFinder.Missing>Please choose a tenure.</BondFinder.Missing>
      </BondFinder.Choices>
      <BondFinder.Submit>Find bonds</BondFinder.Submit>
    </BondFinder.Root>
  );
}

const meta = {
  title: 'UI/BondFinder',
  component: BondFinder.Root,
  render: (args) => <BondFinderDemo {...args} />,
  args: { action: 'https://bonds.partner.example/opportunities', onOpen: fn() },
  beforeEach: () => {
    sent = null;
  },
} satisfies Meta<typeof BondFinder.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'choosing');
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find bonds' }));
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please choose an amount.',
      'Please choose a tenure.',
    ]);
    await expect(
      canvas.getByRole('group', { name: 'How much would you invest?' }),
    ).toHaveAccessibleDescription('Please choose an amount.');
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(sent).toBeNull();
  },
};

export const TenureMissing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Over ₹1,00,000'));
    await userEvent.click(canvas.getByRole('button', { name: 'Find bonds' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a tenure.');
    await userEvent.click(canvas.getByLabelText('Under 1 year'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Opened: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('₹10,000 to ₹1,00,000'));
    await userEvent.click(canvas.getByLabelText('1 to 3 years'));
    await userEvent.click(canvas.getByRole('button', { name: 'Find bonds' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ amount: '10000-100000', tenure: '1-3' });
    await expect(sent).toBe('utm_source=ledger&utm_campaign=bonds-corner&amount=10000-100000&tenure=1-3');
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('data-state', 'opened');
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form).toHaveAttribute('rel', 'noopener');
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Up to ₹10,000')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByLabelText('₹10,000 to ₹1,00,000')).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Under 1 year')).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith({ amount: '10000-100000', tenure: 'below-1' });
  },
};
