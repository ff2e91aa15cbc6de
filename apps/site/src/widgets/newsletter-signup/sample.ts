import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { NewsletterSignupData } from './newsletterSignup.tsx';

// DV-02 AB-13 the newsletter of a tech story's section, offered in its sidebar.
export const samples = {
  'newsletter-signup': {
    props: {},
    data: {
      newsletter: {
        sid: 'tech-wire',
        name: 'Tech Wire',
        desc: 'Startups, funding rounds and the technology reshaping Indian business, every weekday at 7 am.',
        sampleLink: '/newsletters/tech-wire',
      },
      signedIn: false,
      idBase: 'newsletter-126004377',
      returnTo: '/tech/startups/articleshow/126004377.cms',
    } satisfies NewsletterSignupData,
    region: 'aside',
  },
} satisfies WidgetSamples;
