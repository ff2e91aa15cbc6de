import { FONT_SIZE_SCALE, type FontSize as FontSizeValue } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { FontSize, type FontSizeRootProps, useFontSize } from './FontSize.tsx';
import './FontSize.stories.css';

// AR-10 byline toolbar: font size, small 90% / medium (default) 100% / large 140%.

function ArticleText() {
  const { size } = useFontSize();
  return (
    <p className="fs-article" style={{ '--article-font-scale': FONT_SIZE_SCALE[size] } as CSSProperties}>
      Markets opened higher on Monday as investors weighed the central bank's latest policy signal.
    </p>
  );
}

/** What the site's island does after hydrating: choose the size found in session storage. */
function RestoreAfterHydration({ stored }: { stored: FontSizeValue }) {
  const { choose } = useFontSize();
  useEffect(() => choose(stored), [choose, stored]);
  return null;
}

function FontSizeDemo({ stored, ...props }: FontSizeRootProps & { stored?: FontSizeValue }) {
  return (
    <FontSize.Root {...props} className="fs-demo">
      {stored && <RestoreAfterHydration stored={stored} />}
      <div className="fs-toolbar">
        {/* The glyph is decoration; the words are the name (what a voice-control user says). */}
        <FontSize.Decrease>
          <span aria-hidden="true">A−</span>
          <span className="fs-visually-hidden">Smaller text</span>
        </FontSize.Decrease>
        <FontSize.Group aria-label="Text size">
          <FontSize.Option value="small">Small</FontSize.Option>
          <FontSize.Option value="medium">Medium</FontSize.Option>
          <FontSize.Option value="large">Large</FontSize.Option>
        </FontSize.Group>
        <FontSize.Increase>
          <span aria-hidden="true">A+</span>
          <span className="fs-visually-hidden">Larger text</span>
        </FontSize.Increase>
      </div>
      <ArticleText />
    </FontSize.Root>
  );
}

const meta = {
  title: 'UI/FontSize',
  component: FontSize.Root,
  // Keyed by `initial`: the machine reads it once, so a new value from the Controls panel remounts.
  render: (args) => <FontSizeDemo key={args.initial} {...args} />,
  args: { initial: 'medium', onApply: fn(), onPersist: fn() },
  argTypes: {
    initial: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof FontSize.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const SIZES: readonly FontSizeValue[] = ['small', 'medium', 'large'];
const LABELS: Readonly<Record<FontSizeValue, string>> = { small: 'Small', medium: 'Medium', large: 'Large' };

const radio = (canvas: Canvas, size: FontSizeValue) => canvas.getByRole('radio', { name: LABELS[size] });

/** Exactly `size` is checked, is the group's one tab stop, and the Root reports it. */
async function expectChecked(canvas: Canvas, size: FontSizeValue) {
  for (const other of SIZES) {
    const option = radio(canvas, other);
    const checked = other === size;
    await expect(option).toHaveAttribute('aria-checked', String(checked));
    await expect(option).toHaveAttribute('data-state', checked ? 'checked' : 'unchecked');
    await expect(option).toHaveAttribute('tabindex', checked ? '0' : '-1');
  }
  await expect(canvas.getByRole('radiogroup', { name: 'Text size' })).toHaveAttribute('data-state', size);
  const smaller = canvas.getByRole('button', { name: 'Smaller text' });
  const larger = canvas.getByRole('button', { name: 'Larger text' });
  if (size === 'small') await expect(smaller).toHaveAttribute('aria-disabled', 'true');
  else await expect(smaller).not.toHaveAttribute('aria-disabled');
  if (size === 'large') await expect(larger).toHaveAttribute('aria-disabled', 'true');
  else await expect(larger).not.toHaveAttribute('aria-disabled');
}

// One story per machine state. Starting in a state applies and stores nothing.

export const Small: Story = {
  args: { initial: 'small' },
  play: async ({ canvas, args }) => {
    await expectChecked(canvas, 'small');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onPersist).not.toHaveBeenCalled();
  },
};

export const Medium: Story = {
  args: { initial: 'medium' },
  play: async ({ canvas, args }) => {
    await expectChecked(canvas, 'medium');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onPersist).not.toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { initial: 'large' },
  play: async ({ canvas, args }) => {
    await expectChecked(canvas, 'large');
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onPersist).not.toHaveBeenCalled();
  },
};

// Interactions.

export const ChooseLarge: Story = {
  args: { initial: 'medium' },
  play: async ({ canvas, args, userEvent, step }) => {
    await step('click Large', async () => {
      await userEvent.click(radio(canvas, 'large'));
    });
    await expectChecked(canvas, 'large');
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith('large');
    await expect(args.onPersist).toHaveBeenCalledOnce();
    await expect(args.onPersist).toHaveBeenCalledWith('large');
    // The text changes first, then the choice is kept.
    const applied = args.onApply?.mock.invocationCallOrder[0] ?? Number.NaN;
    const persisted = args.onPersist?.mock.invocationCallOrder[0] ?? Number.NaN;
    await expect(applied).toBeLessThan(persisted);

    await step('clicking the checked option again changes nothing', async () => {
      await userEvent.click(radio(canvas, 'large'));
    });
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onPersist).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardArrows: Story = {
  args: { initial: 'medium' },
  play: async ({ canvas, args, userEvent, step }) => {
    await step('Tab lands on the checked option (one tab stop)', async () => {
      await userEvent.tab(); // Smaller text
      await userEvent.tab();
      await expect(radio(canvas, 'medium')).toHaveFocus();
    });
    const expectAt = async (size: FontSizeValue) => {
      await expect(radio(canvas, size)).toHaveFocus();
      await expectChecked(canvas, size);
    };
    await step('ArrowRight moves to large and chooses it', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expectAt('large');
    });
    await step('ArrowDown wraps round to small', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expectAt('small');
    });
    await step('ArrowLeft wraps back to large, ArrowUp goes to medium', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expectAt('large');
      await userEvent.keyboard('{ArrowUp}');
      await expectAt('medium');
    });
    await step('Home and End go to the ends', async () => {
      await userEvent.keyboard('{Home}');
      await expectAt('small');
      await userEvent.keyboard('{End}');
      await expectAt('large');
    });
    await step('Tab leaves the group for the next control', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Larger text' })).toHaveFocus();
    });
    await expect(args.onApply?.mock.calls).toEqual([
      ['large'],
      ['small'],
      ['large'],
      ['medium'],
      ['small'],
      ['large'],
    ]);
    await expect(args.onPersist?.mock.calls).toEqual(args.onApply?.mock.calls);
  },
};

export const StepperBounds: Story = {
  args: { initial: 'medium' },
  play: async ({ canvas, args, userEvent, step }) => {
    const larger = canvas.getByRole('button', { name: 'Larger text' });
    const smaller = canvas.getByRole('button', { name: 'Smaller text' });
    await step('Larger text twice: large, then a no-op at the bound', async () => {
      await userEvent.click(larger);
      await userEvent.click(larger);
      await expectChecked(canvas, 'large');
      await expect(larger).toHaveFocus(); // aria-disabled, not disabled: focus is kept
    });
    await step('Smaller text three times: medium, small, then a no-op', async () => {
      await userEvent.click(smaller);
      await userEvent.click(smaller);
      await userEvent.click(smaller);
      await expectChecked(canvas, 'small');
    });
    await expect(args.onPersist?.mock.calls).toEqual([['large'], ['medium'], ['small']]);
  },
};

// Server render + hydration in the browser, the way the site's island does it: the server cannot
// read session storage, so it renders the default; the client hydrates the same props (no mismatch)
// and then chooses the stored size. Hidden from the sidebar; it runs as a test.
let hydrated: Root | undefined;

export const HydratesThenRestores: Story = {
  tags: ['!dev'],
  args: { initial: 'medium' },
  render: () => <div data-testid="ssr-host" />,
  beforeEach: () => () => {
    hydrated?.unmount();
    hydrated = undefined;
  },
  play: async ({ canvas, args, userEvent, step }) => {
    const host = canvas.getByTestId('ssr-host');
    const island = (
      <FontSizeDemo initial={args.initial} stored="large" onApply={args.onApply} onPersist={args.onPersist} />
    );
    host.innerHTML = renderToString(island);
    const serverLarge = within(host).getByRole('radio', { name: 'Large' });
    await expect(serverLarge).toHaveAttribute('aria-checked', 'false');

    await step('hydrate: no mismatch, then the stored size is chosen', async () => {
      const consoleError = spyOn(console, 'error');
      const recoverable = fn();
      try {
        hydrated = hydrateRoot(host, island, { onRecoverableError: recoverable });
        await waitFor(() => expect(serverLarge).toHaveAttribute('aria-checked', 'true'));
        await expect(recoverable).not.toHaveBeenCalled();
        await expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
      // The server's node was adopted, not replaced.
      await expect(within(host).getByRole('radio', { name: 'Large' })).toBe(serverLarge);
      await expectChecked(within(host), 'large');
      await expect(args.onApply?.mock.calls).toEqual([['large']]);
      await expect(args.onPersist?.mock.calls).toEqual([['large']]);
    });

    await step('the hydrated control works', async () => {
      await userEvent.click(within(host).getByRole('radio', { name: 'Small' }));
      await expectChecked(within(host), 'small');
      await expect(args.onApply?.mock.calls).toEqual([['large'], ['small']]);
      await expect(args.onPersist?.mock.calls).toEqual([['large'], ['small']]);
    });
  },
};
