import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { MasterclassItem } from './MasterclassSliderView.tsx';

// DV-02 AB-10 / AB-25 the masterclass section's newest classes, as the loader leaves them
// (pictures at the slider's size, texts cut to length).
const classes = [
  [
    'Reading a balance sheet like an analyst',
    'Cash flows, working capital and the notes most investors skip, with a listed FMCG company as the case.',
  ],
  [
    'Options strategies for range-bound markets',
    'Iron condors and calendar spreads on Nifty, with the margin each needs and where they go wrong.',
  ],
  [
    'Valuing a start-up before its IPO',
    'Why revenue multiples mislead, and how to read the DRHP of a loss-making tech company.',
  ],
  [
    'GST for small manufacturers',
    'Input tax credit, e-invoicing and the returns calendar, explained by a practising chartered accountant.',
  ],
  [
    'Building a bond ladder with G-secs',
    'RBI Retail Direct, state development loans and T-bills: matching maturities to what you will need.',
  ],
  [
    'Leading a family business through succession',
    'Three founders on handing over: governance, the board and keeping the next generation interested.',
  ],
] as const;

export const samples = {
  'masterclass-slider': {
    props: { count: 6 },
    data: classes.map(([title, synopsis], index) => ({
      msid: String(120900101 + index),
      title,
      url: `/masterclass/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/articleshow/${120900101 + index}.cms`,
      img: `/photos/${index + 1}.png`,
      synopsis,
    })) satisfies MasterclassItem[],
    region: 'inserts',
  },
} satisfies WidgetSamples;
