/**
 * The sections in the site's navigation, with the ids the backend knows them by. Section pages
 * (AB-01, HM-12) are served for every section of the backend's directory, these among them.
 */
export interface NavSection {
  id: string;
  name: string;
  path: string;
}

export const navSections: readonly NavSection[] = [
  { id: '1052732854', name: 'News', path: '/news' },
  { id: '13352306', name: 'Markets', path: '/markets' },
  { id: '1977021501', name: 'Investment Ideas', path: '/prime/investment-ideas' },
  { id: '837555174', name: 'Wealth', path: '/wealth' },
  { id: '359241701', name: 'Mutual Funds', path: '/mutual-funds' },
  { id: '5575607', name: 'Industry', path: '/industry' },
  { id: '13357270', name: 'Tech', path: '/tech' },
  { id: '107115', name: 'NRI', path: '/nri' },
  { id: '1466318837', name: 'Small Biz', path: '/small-biz' },
  { id: '897228639', name: 'Jobs', path: '/jobs' },
  { id: '2146846', name: 'Opinion', path: '/opinion' },
];
