import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { CourseCardData, CourseCategoryData } from './courses.ts';

// DV-02 AB-05 the learning partner's courses by category, as the loader leaves them (logos at the
// card's size, start dates in words).
const course = (
  key: string,
  name: string,
  college: string,
  photo: number,
  starts: string,
  duration: string,
  skills: string[],
): CourseCardData => ({
  key,
  href: `/learning/courses/${key}`,
  name,
  college,
  logo: `/photos/${photo}.png`,
  starts,
  duration,
  skills,
});

const categories: CourseCategoryData[] = [
  {
    code: 'fin',
    label: 'Finance',
    courses: [
      course(
        'fin-cfo',
        'Chief Financial Officer Programme',
        'IIM Kozhikode',
        1,
        'Starts 15 Jan 2027',
        '12 months',
        ['Capital allocation', 'Treasury management', 'M&A valuation', 'Investor relations'],
      ),
      course('fin-fintech', 'Fintech and Digital Banking', 'IIT Delhi', 2, 'Starts 2 Feb 2027', '6 months', [
        'Payments architecture',
        'Credit underwriting with data',
        'RBI regulation',
      ]),
      course('fin-wealth', 'Wealth Management', 'ISB Hyderabad', 3, 'Starts 20 Feb 2027', '5 months', [
        'Portfolio construction',
        'Tax planning',
        'Client advisory',
      ]),
      course('fin-risk', 'Financial Risk Management', 'IIM Lucknow', 4, '', '8 months', [
        'Market risk',
        'Basel III',
        'Stress testing',
      ]),
    ],
  },
  {
    code: 'tech',
    label: 'Technology',
    courses: [
      course('tech-ai', 'Applied AI for Business Leaders', 'IIT Madras', 5, 'Starts 8 Jan 2027', '6 months', [
        'Generative AI',
        'AI strategy',
        'Data governance',
      ]),
      course('tech-cyber', 'Cybersecurity Leadership', 'IIM Indore', 6, 'Starts 1 Mar 2027', '6 months', [
        'Threat models',
        'Incident response',
        'CERT-In compliance',
      ]),
    ],
  },
  {
    code: 'lead',
    label: 'Leadership',
    courses: [
      course(
        'lead-senior',
        'Senior Management Programme',
        'IIM Ahmedabad',
        7,
        'Starts 12 Jan 2027',
        '11 months',
        ['Strategy', 'Leading change', 'Board governance'],
      ),
      course('lead-women', 'Women in Leadership', 'IIM Bangalore', 8, 'Starts 5 Feb 2027', '4 months', [
        'Negotiation',
        'Executive presence',
      ]),
    ],
  },
];

export const samples = {
  'course-carousel': { props: {}, data: categories, region: 'inserts' },
} satisfies WidgetSamples;
