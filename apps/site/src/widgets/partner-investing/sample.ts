import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PartnerInvesting } from './partnerInvesting.tsx';

/** AB-03 break 16: the container with house content, as the `partner_investing` config fills it. */
export const samples = {
  'partner-investing': {
    props: { count: 3 },
    data: {
      label: 'Partner content',
      title: 'Start investing in global stocks from India',
      text: 'Buy fractional shares of Apple, Alphabet and Nvidia from ₹500 under the RBI’s Liberalised Remittance Scheme.',
      cta: { text: 'Compare global investing platforms', href: '/wealth/invest/global-investing' },
      stories: [
        {
          msid: '104500201',
          url: '/wealth/invest/lrs-limit-explained/articleshow/104500201.cms',
          title: 'LRS explained: how much you can invest abroad each year',
        },
        {
          msid: '104500202',
          url: '/wealth/invest/tcs-on-foreign-remittance/articleshow/104500202.cms',
          title: 'TCS on foreign remittances: what changes from 1 October',
        },
        {
          msid: '104500203',
          url: '/wealth/invest/us-stocks-tax/articleshow/104500203.cms',
          title: 'How gains on US stocks are taxed in India',
        },
      ],
      disclaimer:
        'Investments in securities are subject to market risks. Read all related documents carefully.',
    } satisfies PartnerInvesting,
    region: 'inserts',
  },
} satisfies WidgetSamples;
