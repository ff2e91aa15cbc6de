import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { BondFinderForm } from './BondFinderForm.tsx';
import { BondsCornerSection } from './bondsCorner.tsx';
import { samples } from './sample.ts';

// DV-02 / AR-14 Bonds Corner: the server's HTML on the home page at both widths (Phone, Desktop),
// in a category sidebar, and on an article (news only, no finder); then the bond finder island
// (the site's BondFinderForm, as bonds-corner/bond-finder.island.tsx renders it, in the corner) in each
// state of the bond finder machine: choosing, a range chosen, incomplete (both missing, then one),
// and opened. The story keeps the partner page from opening and reads the address it would open.

const sample = samples['bonds-corner'];

/** The addresses the finder would have opened in this story (reset before each story). */
const opened: string[] = [];

function keepOnPage(event: FormEvent<HTMLFormElement>) {
  if (event.defaultPrevented) return;
  event.preventDefault();
  const form = event.currentTarget;
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  opened.push(`${form.action}?${query}`);
}

/** The corner as the page shows it once the finder has woken, in the home page's column. */
function CornerWithLiveFinder() {
  return (
    <div style={{ width: 'var(--width-article)', maxWidth: '100%' }}>
      <BondsCornerSection
        data={sample.data}
        renderFinder={(partner) => (
          <div className="bonds-corner__finder">
            <BondFinderForm partner={partner} onSubmit={keepOnPage} />
          </div>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Site/Widgets/Bonds corner',
  component: WidgetStory,
  args: { id: 'bonds-corner', ...sample },
  beforeEach: () => {
    opened.length = 0;
  },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

/** The server's HTML: news, the centre list and the finder (a plain GET form before it wakes). */
export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** A category page's sidebar: the same corner stacked in 320 px. */
export const InTheSidebar: Story = {
  globals: desktop,
  args: { region: 'aside' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Bond finder' })).toBeVisible();
  },
};

/** On an article page: the news only, never the finder. */
export const OnAnArticle: Story = {
  globals: desktop,
  args: { data: { ...sample.data, partner: null }, region: 'inserts' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvasElement.querySelector('[data-finder]')).toHaveAttribute('data-finder', 'hidden');
  },
};

const form = ({ canvas }: Context) => canvas.getByRole('form', { name: 'Bond finder' });
const findBonds = (context: Context) =>
  userEvent.click(within(form(context)).getByRole('button', { name: /Find bonds/ }));
const group = ({ canvas }: Context, name: string) => canvas.getByRole('group', { name });

/** Woken, nothing chosen yet. */
export const Choosing: Story = {
  globals: phone,
  render: () => <CornerWithLiveFinder />,
  play: async (context) => {
    await expect(form(context)).toHaveAttribute('data-state', 'choosing');
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};

/** An amount chosen: its range marked, still choosing. */
export const AmountChosen: Story = {
  globals: phone,
  render: () => <CornerWithLiveFinder />,
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('radio', { name: '₹10,000 to ₹1,00,000' }));
    await expect(context.canvas.getByRole('radio', { name: '₹10,000 to ₹1,00,000' })).toBeChecked();
    await expect(form(context)).toHaveAttribute('data-state', 'choosing');
  },
};

/** Asked with nothing chosen: held back, both groups name what is missing. */
export const IncompleteBoth: Story = {
  globals: desktop,
  render: () => <CornerWithLiveFinder />,
  play: async (context) => {
    await findBonds(context);
    await expect(form(context)).toHaveAttribute('data-state', 'incomplete');
    await expect(context.canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(group(context, 'How much would you invest?')).toHaveAccessibleDescription(
      'Please choose an amount.',
    );
    await expect(group(context, 'For how long?')).toHaveAccessibleDescription('Please choose a tenure.');
    await expect(opened).toEqual([]);
  },
};

/** Asked with an amount only: the tenure is named as missing. */
export const IncompleteTenure: Story = {
  globals: phone,
  render: () => <CornerWithLiveFinder />,
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('radio', { name: 'Over ₹1,00,000' }));
    await findBonds(context);
    await expect(form(context)).toHaveAttribute('data-state', 'incomplete');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Please choose a tenure.');
    await expect(opened).toEqual([]);
  },
};

/** Both chosen and asked: handed over to the partner page with the ranges and campaign tags. */
export const Opened: Story = {
  globals: desktop,
  render: () => <CornerWithLiveFinder />,
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('radio', { name: 'Up to ₹10,000' }));
    await userEvent.click(context.canvas.getByRole('radio', { name: '1 to 3 years' }));
    await findBonds(context);
    await waitFor(() => expect(form(context)).toHaveAttribute('data-state', 'opened'));
    await expect(form(context)).toHaveAttribute('target', '_blank');
    await expect(opened).toEqual([
      'https://bonds.partner.example/opportunities?utm_source=ledger&utm_campaign=bonds-corner&utm_content=homepage&amount=upto-10000&tenure=1-3',
    ]);
    await expect(context.canvas.queryByRole('alert')).toBeNull();
  },
};
