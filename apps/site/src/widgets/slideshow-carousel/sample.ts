import type { SlideshowCards } from '../shared/slideshows.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const slides = [
  [
    'The trading floor at BSE as the Sensex crossed 80,000',
    'Brokers and staff marked the milestone with sweets on Dalal Street.',
    'Reuters',
  ],
  [
    'Ten years of the index in one chart',
    'From 26,000 in 2016 to 80,000: the banks and IT carried most of the climb.',
    '',
  ],
  [
    'Who made the most money',
    'Reliance, HDFC Bank and TCS added ₹14 lakh crore of market value between them.',
    '',
  ],
  ['The retail wave', 'Demat accounts passed 15 crore; one in three opened after 2021.', 'PTI'],
  ['What fund managers expect next', 'Most see earnings, not flows, deciding the next 10,000 points.', ''],
  ['The bell rings at 3.30 pm', 'A record close, and a reminder that markets also fall.', 'Bloomberg'],
];

/** AB-18: the Markets desk's newest slideshow, six slides (the carousel's sample). */
export const slideshowCards: SlideshowCards = {
  msid: '104700400',
  title: 'Sensex at 80,000: the journey in pictures',
  url: '/markets/stocks/news/sensex-at-80000/slideshow/104700400.cms',
  slides: slides.map(([title, synopsis, credit], i) => ({
    key: `104700400-${i}`,
    img: `/photos/${(i % 8) + 1}.png?w=640&h=480`,
    title: title as string,
    synopsis: synopsis as string,
    credit: credit as string,
  })),
};

/** AB-18 at break 8 of the article. */
export const samples = {
  'slideshow-carousel': { props: {}, data: slideshowCards, region: 'inserts' },
} satisfies WidgetSamples;
