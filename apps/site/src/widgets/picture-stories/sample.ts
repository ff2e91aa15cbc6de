import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const slideshow = (i: number, title: string, section: string): StoryItem => ({
  msid: String(104400100 + i),
  title,
  url: `/${section}/slideshow-${i + 1}/slideshow/${104400100 + i}.cms`,
  img: `/photos/${(i % 8) + 1}.png`,
  date: `2026-11-${String(21 - i).padStart(2, '0')}T10:00:00+05:30`,
  type: 'SLIDESHOW',
});

/** Panache's and the web stories' newest picture stories, newest first. */
export const pictureStoryItems: StoryItem[] = [
  slideshow(0, 'Inside the Mumbai penthouse that sold for ₹240 crore', 'panache'),
  slideshow(1, 'Eight watches CEOs wore to this year’s Davos', 'panache'),
  slideshow(2, 'From Goa to Gulmarg: the winter getaways bankers book', 'panache'),
  slideshow(3, 'The new electric SUVs under ₹25 lakh, compared', 'panache'),
  slideshow(4, 'How India’s richest spend their weekends', 'web-stories'),
  slideshow(5, 'Ten single malts from India that won global awards', 'web-stories'),
];

/** HM-12: Panache in pictures on the home page, a grid of four. */
export const samples = {
  'picture-stories': {
    props: {
      sectionIds: ['32897146'],
      title: 'Panache in pictures',
      href: '/panache',
      count: 4,
      look: 'grid',
    },
    data: pictureStoryItems.slice(0, 4),
    region: 'main',
  },
} satisfies WidgetSamples;
