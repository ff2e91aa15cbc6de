import type { SlideshowCards } from '../shared/slideshows.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const pages = [
  [
    'Mumbai’s costliest homes of 2026',
    'Ten deals above ₹100 crore were registered in the city this year, most of them in Worli and Malabar Hill.',
    '',
  ],
  [
    'Worli Sea Face, ₹240 crore',
    'A 12,000 sq ft duplex with a private pool bought by a pharma promoter family.',
    'Sotheby’s Realty',
  ],
  [
    'Malabar Hill, ₹195 crore',
    'The buyer paid a stamp duty of ₹11.7 crore, the highest for a flat this year.',
    '',
  ],
  [
    'Bandra Bandstand, ₹170 crore',
    'A sea-facing bungalow, one of the last on the promenade, changed hands quietly.',
    'PTI',
  ],
  [
    'Who is buying',
    'Promoters and start-up founders made up two-thirds of the buyers, registration data show.',
    '',
  ],
];

/** AB-18: Panache's newest slideshow as a web story of five pages. */
export const webStoryCards: SlideshowCards = {
  msid: '104800500',
  title: 'The ₹100-crore club: Mumbai’s priciest homes',
  url: '/panache/panache-real-estate/mumbai-priciest-homes/slideshow/104800500.cms',
  slides: pages.map(([title, synopsis, credit], i) => ({
    key: `104800500-${i}`,
    img: `/photos/${((i + 3) % 8) + 1}.png?w=360&h=640`,
    title: title as string,
    synopsis: synopsis as string,
    credit: credit as string,
  })),
};

/** AB-18 at break 12 of the article. */
export const samples = {
  'web-story': { props: {}, data: webStoryCards, region: 'inserts' },
} satisfies WidgetSamples;
