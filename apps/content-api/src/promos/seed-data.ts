import type { Insertable } from 'kysely';
import type { ImageTable } from '../store/schema.ts';
import type { CourseTable, GrandmasterLeaderTable, GrandmasterSeriesTable } from './schema.ts';

// The demo's course catalogue (AB-05) and Grandmasters series (AB-18): what a learning partner
// and the masterclass portal would send. Colleges, leaders and their companies are invented;
// their pictures are painted like every other picture, from fixed ids below the stories' own
// (build-seed.ts starts at 200001), so adding them never moves a story's picture.

/** Course partner's campaign tags, on every course link. */
const campaign = 'utm_source=economic-ledger&utm_medium=article&utm_campaign=course-carousel';
const partnerOrigin = 'https://learn.ledger-courses.example';

interface College {
  name: string;
  logoId: number;
  palette: string;
}

const colleges = {
  deccan: { name: 'Deccan Institute of Management', logoId: 100_601, palette: 'harbour' },
  westbridge: { name: 'Westbridge School of Business', logoId: 100_602, palette: 'slate' },
  coromandel: { name: 'Coromandel Institute of Technology', logoId: 100_603, palette: 'forest' },
  northfield: { name: 'Northfield University Executive Education', logoId: 100_604, palette: 'dusk' },
  malabar: { name: 'Malabar School of Finance', logoId: 100_605, palette: 'brick' },
  aravalli: { name: 'Aravalli Business School', logoId: 100_606, palette: 'sandstone' },
} as const satisfies Record<string, College>;

/** The logos' stored size: the course card's logo box at twice its pixels (rules/pictures `courseLogo`). */
export const courseLogoSize = { width: 160, height: 80 } as const;

type CourseSeed = readonly [
  code: string,
  name: string,
  college: keyof typeof colleges,
  duration: string,
  startDate: string,
  skills: readonly string[],
];

/**
 * Categories in the editors' order, each `{code}-{label}`: the label is everything after the
 * first hyphen, so "Supply-chain" keeps its own.
 */
const catalogue: readonly (readonly [categoryKey: string, courses: readonly CourseSeed[]])[] = [
  [
    'ldr-Leadership',
    [
      [
        'DIM-SLP-27',
        'Senior Leadership Programme',
        'deccan',
        '10 months',
        '2027-01-15',
        ['Strategic thinking', 'Leading change', 'Board communication', 'Negotiation'],
      ],
      [
        'WSB-CXO-27',
        'Chief Executive Officer Programme',
        'westbridge',
        '12 months',
        '2027-02-06',
        ['Enterprise strategy', 'Capital allocation', 'Stakeholder management', 'Crisis leadership'],
      ],
      [
        'ABS-WLP-26',
        'Strategic Leadership for Women Executives',
        'aravalli',
        '6 months',
        '2026-12-12',
        ['Executive presence', 'Sponsorship and networks', 'Decision making', 'Leading teams'],
      ],
      [
        'NUE-HPT-27',
        'Leading High-Performance Teams',
        'northfield',
        '4 months',
        '2027-01-09',
        ['Coaching', 'Hybrid team management', 'Performance conversations'],
      ],
    ],
  ],
  [
    'dsai-Data Science & AI',
    [
      [
        'CIT-DSML-27',
        'Post Graduate Certificate in Data Science and Machine Learning',
        'coromandel',
        '11 months',
        '2027-01-20',
        ['Python', 'Statistical modelling', 'Machine learning', 'Model deployment', 'SQL'],
      ],
      [
        'WSB-GAI-26',
        'Applied Generative AI for Business Leaders',
        'westbridge',
        '3 months',
        '2026-12-18',
        ['Prompt design', 'AI use-case selection', 'Responsible AI', 'Vendor evaluation'],
      ],
      [
        'NUE-AIPM-27',
        'Advanced Certificate in AI Product Management',
        'northfield',
        '6 months',
        '2027-02-13',
        ['Product discovery', 'Data strategy', 'Model evaluation', 'Go-to-market'],
      ],
      [
        'DIM-BAP-27',
        'Business Analytics with Python',
        'deccan',
        '5 months',
        '2027-01-30',
        ['Python', 'Data visualisation', 'Forecasting', 'Dashboards'],
      ],
    ],
  ],
  [
    'fin-Finance',
    [
      [
        'MSF-CFO-27',
        'Chief Financial Officer Programme',
        'malabar',
        '12 months',
        '2027-02-20',
        ['Corporate finance', 'Treasury', 'Investor relations', 'Financial controls'],
      ],
      [
        'CIT-FDB-26',
        'Fintech and Digital Banking',
        'coromandel',
        '6 months',
        '2026-12-22',
        ['Payments', 'Digital lending', 'Regulation', 'Blockchain basics'],
      ],
      [
        'MSF-IBK-27',
        'Advanced Programme in Investment Banking',
        'malabar',
        '8 months',
        '2027-03-06',
        ['Valuation', 'Mergers and acquisitions', 'Financial modelling', 'Deal structuring'],
      ],
      [
        'ABS-FRM-27',
        'Financial Risk Management',
        'aravalli',
        '6 months',
        '2027-01-24',
        ['Market risk', 'Credit risk', 'Stress testing', 'Basel norms'],
      ],
    ],
  ],
  [
    'ops-Supply-chain & Operations',
    [
      [
        'DIM-GSCM-27',
        'Global Supply Chain Management',
        'deccan',
        '9 months',
        '2027-02-01',
        ['Network design', 'Procurement', 'Inventory planning', 'Trade compliance'],
      ],
      [
        'NUE-LSS-26',
        'Operations Excellence and Lean Six Sigma',
        'northfield',
        '5 months',
        '2026-12-08',
        ['Lean', 'Six Sigma', 'Process mapping', 'Quality management'],
      ],
      [
        'CIT-LPS-27',
        'Logistics and Procurement Strategy',
        'coromandel',
        '4 months',
        '2027-01-17',
        ['Logistics', 'Supplier negotiation', 'Cost modelling'],
      ],
    ],
  ],
  [
    'mkt-Marketing',
    [
      [
        'WSB-DMBS-27',
        'Digital Marketing and Brand Strategy',
        'westbridge',
        '6 months',
        '2027-01-11',
        ['Brand positioning', 'Performance marketing', 'Analytics', 'Content strategy'],
      ],
      [
        'ABS-CMO-27',
        'Chief Marketing Officer Programme',
        'aravalli',
        '10 months',
        '2027-02-27',
        ['Marketing strategy', 'Customer insight', 'Marketing technology', 'Team leadership'],
      ],
      [
        'NUE-PMT-27',
        'Product Marketing for Technology Companies',
        'northfield',
        '4 months',
        '2027-01-23',
        ['Positioning', 'Pricing', 'Launch planning', 'Sales enablement'],
      ],
    ],
  ],
];

const firstCourseId = 7_001;

/** A course's page at the partner: its name as a slug, with the campaign tags. */
function siteLinkOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${partnerOrigin}/courses/${slug}?${campaign}`;
}

export function courseRows(): CourseTable[] {
  const rows: CourseTable[] = [];
  catalogue.forEach(([categoryKey, courses], categoryPosition) => {
    courses.forEach(([code, name, college, duration, startDate, skills], position) => {
      rows.push({
        id: firstCourseId + rows.length,
        course_code: code,
        category_key: categoryKey,
        category_position: categoryPosition,
        position,
        course_name: name,
        college_name: colleges[college].name,
        college_logo_id: colleges[college].logoId,
        site_link: siteLinkOf(name),
        duration,
        start_date: startDate,
        skills_json: JSON.stringify(skills),
      });
    });
  });
  return rows;
}

/** Series pictures are 16:9 (rules/pictures `grandmasterSeries`), leaders' portraits square. */
export const seriesImageSize = { width: 400, height: 225 } as const;
export const leaderImageSize = { width: 144, height: 144 } as const;

const series: readonly (readonly [id: number, name: string, slug: string, synopsis: string])[] = [
  [
    3_001,
    'Leading Through Uncertainty',
    'leading-through-uncertainty',
    'Chairpersons and chief executives on steering a company through shocks, from a pandemic to a trade war.',
  ],
  [
    3_002,
    'Building India’s Next Unicorns',
    'building-indias-next-unicorns',
    'Founders and investors on finding the market, raising the money and keeping the culture.',
  ],
  [
    3_003,
    'The Art of Capital Allocation',
    'the-art-of-capital-allocation',
    'How the best investors and finance chiefs decide where the next rupee goes.',
  ],
  [
    3_004,
    'Making in India for the World',
    'making-in-india-for-the-world',
    'Manufacturers on scale, quality and winning export markets.',
  ],
  [
    3_005,
    'Brands That Last',
    'brands-that-last',
    'The people behind India’s best-loved consumer brands on what keeps them relevant.',
  ],
  [
    3_006,
    'Technology Bets of the Decade',
    'technology-bets-of-the-decade',
    'Technology chiefs on AI, semiconductors and the platforms worth building now.',
  ],
];

const leaders: readonly (readonly [
  id: number,
  seriesId: number,
  name: string,
  designation: string,
  company: string,
])[] = [
  [4_101, 3_001, 'Anil Deshpande', 'Chairman', 'Sahyadri Industries'],
  [4_102, 3_001, 'Kavita Menon', 'Managing Director and CEO', 'Kerala Coast Bank'],
  [4_103, 3_002, 'Rohan Kapoor', 'Co-founder', 'Rozgar AI'],
  [4_104, 3_002, 'Arjun Malhotra', 'Managing Partner', 'Banyan Capital'],
  [4_105, 3_003, 'Farah Siddiqui', 'Chief Investment Officer', 'Meridian Asset Management'],
  [4_106, 3_003, 'Lakshmi Narayanan', 'Vice Chairperson', 'Cauvery Textiles'],
  [4_107, 3_004, 'Vikram Iyer', 'Group CEO', 'Tungabhadra Steel'],
  [4_108, 3_004, 'Sanjay Gupta', 'Executive Chairman', 'Indus Logistics'],
  [4_109, 3_005, 'Nandini Rao', 'Founder', 'Kesar Foods'],
  [4_110, 3_006, 'Priyanka Bose', 'Chief Technology Officer', 'Vahan Mobility'],
];

const firstSeriesImageId = 100_701;
const firstLeaderImageId = 100_751;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function grandmasterSeriesRows(): GrandmasterSeriesTable[] {
  return series.map(([id, name, slug, synopsis], position) => ({
    id,
    name,
    slug,
    synopsis,
    image_id: firstSeriesImageId + position,
    position,
  }));
}

export function grandmasterLeaderRows(): GrandmasterLeaderTable[] {
  return leaders.map(([id, seriesId, name, designation, company], position) => ({
    id,
    series_id: seriesId,
    slug: `${slugOf(name)}-${id}`,
    name,
    designation,
    company,
    image_id: firstLeaderImageId + position,
    position,
  }));
}

/** Every picture the promotions use: college logos, series pictures and leaders' portraits. */
export function promoImageRows(): Insertable<ImageTable>[] {
  const logos = Object.values(colleges).map((college, index) => ({
    id: college.logoId,
    ...courseLogoSize,
    seed: 94_001 + index,
    palette: college.palette,
    motif: 'chart',
  }));
  const palettes = ['harbour', 'dusk', 'forest', 'slate', 'brick', 'monsoon'];
  const seriesPictures = grandmasterSeriesRows().map((row, index) => ({
    id: row.image_id,
    ...seriesImageSize,
    seed: 94_101 + index,
    palette: palettes[index % palettes.length] as string,
    motif: index % 2 === 0 ? 'skyline' : 'hills',
  }));
  const portraits = grandmasterLeaderRows().map((row, index) => ({
    id: row.image_id,
    ...leaderImageSize,
    seed: 94_201 + index,
    palette: palettes[(index + 2) % palettes.length] as string,
    motif: 'portrait',
  }));
  return [...logos, ...seriesPictures, ...portraits];
}
