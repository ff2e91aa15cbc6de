import { countdownMachine, parseTimerDate, selectCountdownFace } from '@newsroom/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, waitFor } from 'storybook/test';
import { assign } from 'xstate';
import { Countdown, type CountdownProps } from './Countdown.tsx';
import './Countdown.stories.css';

// HM-08 the countdown in each state: counting (hours, minutes, seconds and Register Now), live
// (LIVE and Watch Now), a timer text not of the form `m/d/y h:mm AM|PM` (live: it counts as the
// epoch), and the machine running on the real clock, reaching zero. Both parts keep one box.

const classNames: CountdownProps['classNames'] = {
  parts: 'countdown-demo__parts',
  part: 'countdown-demo__part',
  figure: 'countdown-demo__figure',
  live: 'countdown-demo__live',
};

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: {
    face: { state: 'counting', hours: 26, minutes: 4, seconds: 9 },
    title: 'Ledger Wealth Summit 2026',
    eventText: 'Allocation calls from 20 fund managers, streamed live',
    href: '/events/wealth-summit-2026',
    className: 'countdown-demo',
    classNames,
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvas: HTMLElement, part: 'counting' | 'live') =>
  canvas.querySelector<HTMLElement>(`[data-countdown-part="${part}"]`)!;
const boxHeight = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('.countdown-demo__parts')!.getBoundingClientRect().height;

/** Before zero: the time left and Register Now. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-countdown]')!;
    await expect(root).toHaveAttribute('data-state', 'counting');
    await expect(shown(canvasElement, 'counting').hidden).toBe(false);
    await expect(shown(canvasElement, 'live').hidden).toBe(true);
    const figures = [...canvasElement.querySelectorAll('[data-countdown-unit]')].map((f) => f.textContent);
    await expect(figures).toEqual(['26', '04', '09']);
    await expect(canvasElement.querySelector('[role="timer"]')).not.toBeNull();
    await expect(shown(canvasElement, 'counting').querySelector('a')).toHaveTextContent('Register Now');
  },
};

/** At zero: LIVE and Watch Now, in a box of the same height as the count's. */
export const Live: Story = {
  args: { face: { state: 'live', hours: 0, minutes: 0, seconds: 0 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-countdown]')).toHaveAttribute('data-state', 'live');
    await expect(shown(canvasElement, 'live').hidden).toBe(false);
    await expect(shown(canvasElement, 'live')).toHaveTextContent('LIVE');
    await expect(shown(canvasElement, 'live').querySelector('a')).toHaveTextContent('Watch Now');
    await expect(shown(canvasElement, 'counting').hidden).toBe(true);
  },
};

function Running({ target }: { target: number }) {
  const [snapshot] = useActor(
    countdownMachine.provide({ actions: { readClock: assign({ now: () => Date.now() }) } }),
    { input: { target, now: Date.now() } },
  );
  return <Countdown {...meta.args} face={selectCountdownFace(snapshot)} />;
}

/** A timer text not of the form (`2026-11-28 19:30`) counts as the epoch: live at once. */
export const BadDateShowsLive: Story = {
  render: () => <Running target={parseTimerDate('2026-11-28 19:30')} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-countdown]')).toHaveAttribute('data-state', 'live');
  },
};

/** The machine on the real clock, 3 s from zero: it counts down and goes live; the box keeps its height. */
export const ReachesZero: Story = {
  render: () => <Running target={Date.now() + 3000} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-countdown]')!;
    await expect(root).toHaveAttribute('data-state', 'counting');
    const before = boxHeight(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'live'), { timeout: 5000 });
    await expect(boxHeight(canvasElement)).toBe(before);
  },
};
