import { z } from 'zod';
import { oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import type { Handler } from '../http/reply.ts';
import { getArticle, getDetails } from './article.ts';
import { getAuthorInfo } from './author.ts';
import { getCompanyNews } from './company-news.ts';
import { getLatestNews, getSectionList } from './lists.ts';
import { getLiveBlog } from './liveblog.ts';
import { getPollOfTheDay } from './poll.ts';
import { getRecommendations, getTrending } from './rankings.ts';
import { getSections, getTrendingTerms } from './sections.ts';
import { getSlideshowWidget } from './slideshow-widget.ts';
import { getTopic } from './topic.ts';
import { getVideoList, getVideoShow } from './video.ts';

// The feeds answer many kinds of request on one path, told apart by `type`.
const handlers = {
  article: getArticle,
  plist: getSectionList,
  getdetails: getDetails,
  author_info: getAuthorInfo,
  getdata: getLatestNews,
  topic: getTopic,
  company_news: getCompanyNews,
  // AB-14 (routes/poll.ts).
  poll_of_the_day: getPollOfTheDay,
  // AB-12 trending in section, AB-23 recommendations (routes/rankings.ts).
  trending: getTrending,
  recommendations: getRecommendations,
  // HM-05, HM-12 (routes/sections.ts): the section directory and a section's trending terms.
  sections: getSections,
  trending_terms: getTrendingTerms,
  // AB-18 slideshow and web-story slides (routes/slideshow-widget.ts).
  widget_slideshow1: getSlideshowWidget,
  // VD-01, VD-02 and live blogs (routes/video.ts, liveblog.ts); slideshows above (AB-18).
  videoshow: getVideoShow,
  videolist: getVideoList,
  liveblog: getLiveBlog,
} satisfies Record<string, Handler>;

const requestType = z.object({
  type: oneOf(Object.keys(handlers) as [keyof typeof handlers, ...(keyof typeof handlers)[]]),
});

export const handleRequest: Handler = (context) => {
  const { type } = parseQuery(requestType, context.query);
  return handlers[type](context);
};
