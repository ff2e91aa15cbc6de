import type { ReportItem } from '../../../content/markets/schemas.ts';

/** HM-04 stories: a stock report row as the backend answers it to a reader who is not Prime. */
export const reportItem = (id: string, name: string, upside: string, call: string): ReportItem => ({
  companyId: id,
  companyName: `${name} Ltd`,
  companyShortName: name,
  seoName: name.toLowerCase(),
  url: `/${name.toLowerCase()}/stocks/companyid-${id}.cms`,
  current: 1915.55,
  data: [
    { keyId: 'sr_targetVsCurrent', value: upside },
    { keyId: 'sr_recText', value: call },
    { keyId: 'sr_targetPrice', value: '' },
    { keyId: 'sr_avgScore', value: '' },
  ],
});
