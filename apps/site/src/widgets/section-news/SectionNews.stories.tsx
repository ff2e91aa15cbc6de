import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { StoryItem } from '../../content/schemas.ts';
import { WidgetStory } from '../../layout/stories/WidgetStory.tsx';
import { samples } from './sample.ts';

// DV-02 / HM-12, AB-12 a section's newest stories, server-rendered: the sidebar list with every
// picture (Phone, Desktop), then the other ways the layouts set it: the home page's market news
// with 56 px thumbnails, a lead picture only, no pictures in the article's inserts, a plain heading
// for a section without a page, and a short list.

const sample = samples['section-news'];

const marketNews: StoryItem[] = [
  ['Sensex ends 812 points higher; Nifty above 26,000 for the first time', 'sensex-closing'],
  ['Foreign investors buy ₹3,200 crore of Indian shares on Friday', 'fii-buying'],
  ['Nifty Bank leads as PSU lenders rally up to 4%', 'psu-banks'],
  ['Midcaps lag the rally as valuations look stretched', 'midcaps-lag'],
  ['India VIX falls to 11.8, the lowest in three months', 'india-vix'],
  ['Rupee gains 12 paise to 83.42 against the dollar', 'rupee-close'],
].map(([title, slug], i) => ({
  msid: String(125431001 + i),
  title: title as string,
  url: `/markets/stocks/news/${slug}/articleshow/${125431001 + i}.cms`,
  img: `/photos/${(i % 8) + 1}.png`,
}));

const taxGuide: StoryItem[] = [
  ['New or old regime: which saves you more tax this year', 'new-vs-old-regime'],
  ['How to claim HRA when you pay rent to your parents', 'hra-parents'],
  ['Capital gains on shares: the new rates explained', 'capital-gains-rates'],
  ['ITR deadline: what happens if you miss 31 July', 'itr-deadline'],
  ['Section 80C: ten ways to invest ₹1.5 lakh', 'section-80c'],
].map(([title, slug], i) => ({
  msid: String(125432001 + i),
  title: title as string,
  url: `/wealth/tax/${slug}/articleshow/${125432001 + i}.cms`,
}));

const meta = {
  title: 'Site/Widgets/Section news',
  component: WidgetStory,
  args: { id: 'section-news', ...sample },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** HM-12: the home page's market news, a 56×56 picture beside each of 6 stories, page wide. */
export const MarketNewsThumbs: Story = {
  globals: desktop,
  args: {
    props: { sectionId: '13352306', title: 'Market News', href: '/markets', count: 6, pictures: 'thumbs' },
    data: marketNews,
    region: 'main',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Market News' })).toHaveAttribute('href', '/markets');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** The first story with its picture and synopsis, the rest as headlines (most home sections). */
export const LeadPicture: Story = {
  globals: phone,
  args: { props: { ...sample.props, pictures: 'lead' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(canvasElement.querySelector('.story-link__synopsis')).not.toBeNull();
  },
};

/** Between the article's paragraphs: headlines only. */
export const NoPictures: Story = {
  globals: desktop,
  args: {
    props: {
      sectionId: '49674351',
      title: 'Income tax guide',
      href: '/wealth/tax',
      count: 5,
      pictures: 'none',
    },
    data: taxGuide,
    region: 'inserts',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** A section without a page of its own: the heading is not a link. */
export const PlainHeading: Story = {
  globals: phone,
  args: {
    props: { sectionId: '91745395', title: 'Partner content', count: 3 },
    data: sample.data.slice(0, 3),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Partner content' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Partner content' })).toBeNull();
  },
};

/** A quiet section with only two stories: the list is simply shorter. */
export const FewStories: Story = {
  globals: phone,
  args: { data: sample.data.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
