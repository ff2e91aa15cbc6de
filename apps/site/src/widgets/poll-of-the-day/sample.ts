import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PollOfTheDayData } from './pollOfTheDay.tsx';

// DV-02 AB-14 the poll of the day beside a tech story, on a signed-in reader's page: the question
// and its answers, whether this reader voted still to be asked by the island.
const pollStory = {
  msid: '126004377',
  url: '/tech/technology/indias-first-2nm-chip-design-centre-opens-in-bengaluru/articleshow/126004377.cms',
};

export const samples = {
  'poll-of-the-day': {
    props: {},
    data: {
      poll: {
        msid: '126000104',
        title: 'Which technology will shape Indian business most in 2027?',
        options: [
          { optionno: 1, description: 'Artificial intelligence and automation' },
          { optionno: 2, description: 'Semiconductors made in India' },
          { optionno: 3, description: 'UPI and digital payments abroad' },
          { optionno: 4, description: 'Electric vehicles and batteries' },
        ],
      },
      signedIn: true,
      loginPath: `/login?return=${encodeURIComponent(pollStory.url)}`,
      returnTo: pollStory.url,
      idBase: `poll-${pollStory.msid}`,
    } satisfies PollOfTheDayData,
    region: 'aside',
  },
} satisfies WidgetSamples;
