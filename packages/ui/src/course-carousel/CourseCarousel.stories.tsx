import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CourseCarousel, type CourseCategory } from './CourseCarousel.tsx';

// AB-05 course carousel: the first category chosen, another chosen, and a card's skills and
// duration shown while the pointer rests on it or the keyboard's focus is in it.

const course = (key: string, name: string, college: string, duration: string, skills: string[]) => ({
  key,
  href: `https://learn.example/${key}`,
  content: (
    <span style={{ display: 'block', height: 160, padding: 8, background: '#f4f1ea' }}>
      <strong>{name}</strong>
      <br />
      {college}
    </span>
  ),
  panel: (
    <span>
      {duration}: {skills.join(', ')}
    </span>
  ),
});

const CATEGORIES: CourseCategory[] = [
  {
    code: 'ldr',
    label: 'Leadership',
    courses: [
      course('slp', 'Senior Leadership Programme', 'Deccan Institute of Management', '10 months', [
        'Strategy',
        'Negotiation',
      ]),
      course('ceo', 'Chief Executive Officer Programme', 'Westbridge School of Business', '12 months', [
        'Capital allocation',
      ]),
    ],
  },
  {
    code: 'fin',
    label: 'Finance',
    courses: [
      course('cfo', 'Chief Financial Officer Programme', 'Malabar School of Finance', '12 months', [
        'Treasury',
      ]),
    ],
  },
];

function CourseDemo() {
  return (
    <div style={{ width: 520, fontFamily: 'system-ui' }}>
      <CourseCarousel
        categories={CATEGORIES}
        aria-label="Courses for you"
        reducedMotion
        classNames={{ details: 'course-details' }}
        header={<h2 style={{ fontSize: 16 }}>Courses for you</h2>}
      />
      <style>{'.course-details[data-state="closed"]{visibility:hidden}'}</style>
    </div>
  );
}

const meta = { title: 'UI/CourseCarousel', component: CourseDemo } satisfies Meta<typeof CourseDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (el: HTMLElement, name: string) =>
  el.ownerDocument.getElementById(
    el.querySelector(`a[aria-describedby]:is([href$="${name}"])`)!.getAttribute('aria-describedby')!,
  )!;

/** The first category is chosen; its courses show, their panels closed. */
export const FirstCategory: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Leadership' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Senior Leadership Programme/ })).toBeVisible();
    await expect(details(canvasElement, 'slp')).toHaveAttribute('data-state', 'closed');
  },
};

/** Another category chosen: its courses replace the first's. */
export const OtherCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Finance' }));
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Chief Financial Officer Programme/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Senior Leadership Programme/ })).toBeNull();
  },
};

/** Hovering a card shows its skills and duration; leaving hides them. */
export const HoverShowsDetails: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole('link', { name: /Senior Leadership Programme/ });
    await userEvent.hover(link);
    await waitFor(() => expect(details(canvasElement, 'slp')).toHaveAttribute('data-state', 'open'));
    await expect(details(canvasElement, 'slp')).toHaveTextContent('10 months: Strategy, Negotiation');
    await userEvent.unhover(link);
    await waitFor(() => expect(details(canvasElement, 'slp')).toHaveAttribute('data-state', 'closed'));
  },
};

/** Focusing a card shows them too, and the link is described by them. */
export const FocusShowsDetails: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // From the tab list, Tab reaches the category's panel, then its first card.
    await userEvent.click(canvas.getByRole('tab', { name: 'Leadership' }));
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: /Senior Leadership Programme/ });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(details(canvasElement, 'slp')).toHaveAttribute('data-state', 'open');
    await expect(link).toHaveAccessibleDescription('10 months: Strategy, Negotiation');
    await userEvent.tab();
    await waitFor(() => expect(details(canvasElement, 'slp')).toHaveAttribute('data-state', 'closed'));
  },
};
