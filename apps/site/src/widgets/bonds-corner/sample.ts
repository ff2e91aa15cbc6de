import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { BondsCornerData } from './bondsCorner.tsx';

// DV-02 / AR-14: the sponsored Bonds Corner on the home page: 3 news with synopses, 4 in the
// centre list, and the bond finder sending the reader to the partner's page with the campaign tags.

export const samples = {
  'bonds-corner': {
    props: {},
    data: {
      title: 'Bonds Corner',
      sponsor: 'In partnership with Sterling Fixed Income',
      left: [
        {
          msid: '125500001',
          title: 'Corporate bonds paying 9% and more: what the ratings say',
          url: '/wealth/invest/corporate-bonds-ratings/articleshow/125500001.cms',
          synopsis:
            'AA-rated issues now yield about 150 basis points over fixed deposits of the same tenure.',
        },
        {
          msid: '125500002',
          title: 'Why the 10-year government bond yield fell to 6.78%',
          url: '/markets/bonds/ten-year-yield/articleshow/125500002.cms',
          synopsis: 'Foreign buying after index inclusion and a neutral RBI have pulled yields down.',
        },
        {
          msid: '125500003',
          title: 'Tax-free bonds in the secondary market: are they still worth it?',
          url: '/wealth/invest/tax-free-bonds/articleshow/125500003.cms',
          synopsis: 'Yields of 5.4% tax free work out to 7.7% before tax for the top bracket.',
        },
      ],
      centre: [
        {
          msid: '125500004',
          title: 'NHAI to raise ₹5,000 crore through 10-year bonds',
          url: '/markets/bonds/nhai-bonds/articleshow/125500004.cms',
        },
        {
          msid: '125500005',
          title: 'Sovereign gold bond tranche closes with ₹1,200 crore',
          url: '/wealth/invest/sgb-tranche/articleshow/125500005.cms',
        },
        {
          msid: '125500006',
          title: 'Bond ladders: a steady income plan for retirees',
          url: '/wealth/plan/bond-ladders/articleshow/125500006.cms',
        },
        {
          msid: '125500007',
          title: 'SEBI cuts the minimum ticket for corporate bonds to ₹10,000',
          url: '/markets/bonds/sebi-bond-ticket/articleshow/125500007.cms',
        },
      ],
      partner: {
        action: 'https://bonds.partner.example/opportunities',
        fields: [
          ['utm_source', 'ledger'],
          ['utm_campaign', 'bonds-corner'],
          ['utm_content', 'homepage'],
        ],
      },
    } satisfies BondsCornerData,
    region: 'main',
  },
} satisfies WidgetSamples;
