import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { GrandmastersData } from './cards.ts';

// DV-02 AB-18 the masterclass portal's series and leaders, as the loader leaves them; the page was
// made for 10 in the morning in India, so the series show.
const grandmastersSample: GrandmastersData = {
  hour: 10,
  series: [
    [
      '120910201',
      'Building a consumer brand from Bharat',
      'How a Jaipur textile house became a ₹4,200 crore label, from its founder.',
    ],
    [
      '120910202',
      'Turning around a public sector bank',
      'Cleaning up ₹38,000 crore of bad loans without stopping lending.',
    ],
    [
      '120910203',
      'Scaling manufacturing for export',
      'From one plant in Pune to suppliers of three global carmakers.',
    ],
    [
      '120910204',
      'The economics of quick commerce',
      'Unit economics, dark stores and when a 10-minute delivery pays.',
    ],
    [
      '120910205',
      'Family offices and private credit',
      'Where India’s new wealth is investing, and what it expects back.',
    ],
  ].map(([id, name, synopsis], index) => ({
    id: id!,
    name: name!,
    synopsis: synopsis!,
    href: `/etgrandmasters/${id}`,
    img: `/photos/${index + 1}.png`,
  })),
  leaders: [
    ['7101', 'Meera Raghavan', 'Chairperson, Sundaram Textiles', '120910201'],
    ['7102', 'Arvind Kulkarni', 'Former MD and CEO, Bank of the Deccan', '120910202'],
    ['7103', 'Farhan Siddiqui', 'Founder, Apex Precision Components', '120910203'],
    ['7104', 'Kavya Menon', 'Co-founder, Basket Now', '120910204'],
    ['7105', 'Rohit Bansal', 'Managing Partner, Banyan Family Office', '120910205'],
  ].map(([id, name, role, series], index) => ({
    id: id!,
    name: name!,
    role: role!,
    href: `/etgrandmasters/${series}`,
    img: `/photos/${index + 4}.png`,
  })),
};

export const samples = {
  grandmasters: { props: {}, data: grandmastersSample satisfies GrandmastersData, region: 'inserts' },
} satisfies WidgetSamples;
