import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WebStory, type WebStoryProps } from './WebStory.tsx';

// AB-18 web story: the first page (previous disabled), the synopsis opened and closed, and the
// last page (next disabled); each page's picture drawn once it has shown.

const PAGES = [
  ['Chai, reinvented', 'Tea bars across Bengaluru are pairing single-estate leaves with street snacks.'],
  ['The Assam connection', 'Growers sell straight to the cafés, cutting out two layers of traders.'],
  ['Cold brew summers', 'Iced infusions now outsell masala chai at three of the five chains.'],
  ['What it costs', 'A cup runs ₹90 to ₹240; the estates get about a tenth of it.'],
] as const;

function WebStoryDemo(props: Omit<WebStoryProps, 'pages'>) {
  return (
    <div style={{ width: 270, fontFamily: 'system-ui' }}>
      <WebStory
        {...props}
        aria-label="Web story: Chai, reinvented"
        classNames={{ frame: 'ws-frame', caption: 'ws-caption', synopsis: 'ws-synopsis' }}
        pages={PAGES.map(([title, synopsis], index) => ({
          key: title,
          title,
          synopsis,
          credit: 'Photo: ET Bureau',
          render: (shown) => (
            <div
              data-shown={shown}
              style={{ height: 480, background: ['#d9c6a0', '#b9c9d6', '#c9d6b9', '#d6b9c9'][index] }}
            />
          ),
        }))}
      />
      <style>
        {
          '.ws-synopsis[data-state="collapsed"]{display:-webkit-box;-webkit-line-clamp:1;-webkit-box-orient:vertical;overflow:hidden}'
        }
      </style>
    </div>
  );
}

const meta = { title: 'UI/WebStory', component: WebStoryDemo } satisfies Meta<typeof WebStoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const active = (el: HTMLElement) => el.querySelector('[aria-roledescription="slide"][data-state="active"]');

/** The first page: previous disabled, the synopsis closed, only this page's picture drawn. */
export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '1 of 4');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false');
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    const shown = [...canvasElement.querySelectorAll('[data-shown]')].map((el) =>
      el.getAttribute('data-shown'),
    );
    await expect(shown).toEqual(['true', 'false', 'false', 'false']);
  },
};

/** More opens the synopsis, Less closes it; the next page starts closed. */
export const SynopsisExpanded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    const less = canvas.getByRole('button', { name: 'Less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelector('.ws-synopsis')).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', '2 of 4'));
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('The Assam connection')).toBeVisible();
  },
};

/** The last page: next disabled and does nothing; previous goes back. */
export const LastPage: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    for (let page = 2; page <= 4; page += 1) {
      await userEvent.click(next);
      await waitFor(() => expect(active(canvasElement)).toHaveAttribute('aria-label', `${page} of 4`));
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(active(canvasElement)).toHaveAttribute('aria-label', '4 of 4');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};
