import type { Route } from '../http/router.ts';
import { getCourseDetails } from './courses.ts';
import { getGrandmasterLeaders, getGrandmasterSeries } from './grandmasters.ts';
import { postProviderLogin, postProviderTicket } from './provider.ts';

/** AB-05 courses, AB-18 Grandmasters and the masterclass provider's login. */
export const promoRoutes: Route[] = [
  { method: 'GET', path: '/etonboard/emeritus/fetch/details.json', handler: getCourseDetails },
  { method: 'GET', path: '/grandmasters/series', handler: getGrandmasterSeries },
  { method: 'GET', path: '/grandmasters/leaders', handler: getGrandmasterLeaders },
  { method: 'POST', path: '/masterclass/ticket', handler: postProviderTicket },
  { method: 'POST', path: '/p/r', handler: postProviderLogin },
];
