import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { IndustryNewsSettings } from './IndustryNewsView.tsx';
import type { IndustryNewsData } from './industryNews.tsx';

const story = (msid: number, title: string, path: string): StoryItem => ({
  msid: String(msid),
  title,
  url: `/industry/${path}/articleshow/${msid}.cms`,
});

/** Featured: the Industry section's eight newest. */
export const featuredStories: StoryItem[] = [
  story(
    104900601,
    'Tata Motors to invest ₹9,000 crore in a new plant in Tamil Nadu',
    'auto/cars-uvs/tata-motors-plant',
  ),
  story(
    104900602,
    'SBI raises ₹10,000 crore through infrastructure bonds at 7.36%',
    'banking/finance/sbi-infra-bonds',
  ),
  story(
    104900603,
    'NTPC Green Energy commissions 1 GW of solar capacity in Rajasthan',
    'energy/power/ntpc-green-solar',
  ),
  story(
    104900604,
    'Jio and Airtel add 3.5 million subscribers in October: TRAI',
    'telecom/telecom-news/trai-october',
  ),
  story(
    104900605,
    'Sun Pharma gets USFDA nod for a generic cancer drug',
    'healthcare/biotech/sun-pharma-usfda',
  ),
  story(104900606, 'Infosys wins a $1.5 billion deal from a European bank', 'tech/ites/infosys-deal'),
  story(
    104900607,
    'IndiGo orders 30 more A350s as it goes long haul',
    'transportation/airlines-/-aviation/indigo-a350',
  ),
  story(
    104900608,
    'Cement prices rise ₹10 a bag across the south as demand picks up',
    'indl-goods/svs/cement/cement-prices',
  ),
];

/** The Auto tab's stories, as the browser fetches them when the tab is chosen. */
export const autoStories: StoryItem[] = [
  story(104900701, 'Maruti Suzuki’s October sales rise 19% to a record', 'auto/cars-uvs/maruti-october'),
  story(
    104900702,
    'Hero MotoCorp cuts prices of its electric scooters by ₹20,000',
    'auto/two-wheelers/hero-ev-prices',
  ),
  story(104900703, 'Mahindra’s SUV waiting list falls below 1 lakh units', 'auto/cars-uvs/mahindra-waiting'),
  story(
    104900704,
    'Ashok Leyland bags an order for 2,100 buses from TNSTC',
    'auto/commercial-vehicles/ashok-leyland-order',
  ),
  story(104900705, 'Bajaj Auto exports recover to pre-pandemic levels', 'auto/two-wheelers/bajaj-exports'),
];

/** HM-06: news by industry on the home page, Featured and six industries. */
export const samples = {
  'industry-news': {
    props: {},
    data: {
      featured: featuredStories,
      tabs: [
        { msid: '13352354', label: 'Auto', href: '/industry/auto', hierarchy: true },
        { msid: '13358259', label: 'Banking/Finance', href: '/industry/banking/finance', hierarchy: true },
        { msid: '13358350', label: 'Energy', href: '/industry/energy', hierarchy: true },
        { msid: '13357555', label: 'Telecom', href: '/industry/telecom', hierarchy: true },
        { msid: '13358050', label: 'Healthcare', href: '/industry/healthcare', hierarchy: true },
        { msid: '13357270', label: 'Tech', href: '/industry/tech', hierarchy: true },
      ],
      links: { path: '/', anchor: 'industry-news' },
      chosen: null,
    } satisfies IndustryNewsData,
    region: 'main',
  },
} satisfies WidgetSamples;

/** What the island gets: the same tabs, Featured first (as the widget's View builds them). */
export const industrySettings: IndustryNewsSettings = {
  title: 'News by Industry',
  href: '/industry',
  tabs: [
    { msid: '5575607', label: 'Featured', href: '/industry', hierarchy: true },
    ...samples['industry-news'].data.tabs,
  ],
  links: samples['industry-news'].data.links,
};
