import { seedLandmarks } from '../../apps/content-api/src/seed/landmarks.ts';

/** A page the bench measures: where it is, and what it is for the tables. */
export interface BenchPage {
  name: string;
  path: string;
  /** Words in the story, for articles. */
  words?: number;
}

export interface BenchPages {
  home: BenchPage;
  /** The longest free article of the latest 100 (about 1,000 words), as a reader meets it. */
  article: BenchPage;
  /** The seed's long read (5,000+ words, every body insert). */
  longRead: BenchPage;
  /** AB-04: a free article tagged with listed companies, so the stock widget is on it (break 3). */
  stockWidget: BenchPage;
  /** A premium story: the preview for anonymous readers, the whole story for Prime readers. */
  premium: BenchPage;
  category: BenchPage;
  opinions: BenchPage;
  /** VD-01: the seed's landmark video page (with the player and its lists). */
  video: BenchPage;
  /** AB-18 and the live blog: the seed's landmark slideshow and live blog pages. */
  slideshow: BenchPage;
  liveBlog: BenchPage;
  /** AB-12: a market page the widgets link to (the day's gainers). */
  marketStats: BenchPage;
}

interface StoryAnswer {
  url: string;
  taggedcomp?: unknown[];
  prime_blocker: number;
  hostid?: string;
  metainfo: { NumberOfWords?: { value: unknown } };
}

/** The pages, found through the backend as the site would find them. */
export async function findPages(apiUrl: string): Promise<BenchPages> {
  const story = async (msid: string | number): Promise<StoryAnswer> => {
    const response = await fetch(`${apiUrl}/request?type=article&msid=${msid}&platform=web`);
    if (!response.ok) throw new Error(`the backend has no story ${msid} (${response.status})`);
    return ((await response.json()) as { searchResult: [{ data: StoryAnswer }] }).searchResult[0].data;
  };
  const words = (answer: StoryAnswer) => Number(answer.metainfo.NumberOfWords?.value ?? 0);

  const latest = (await (
    await fetch(
      `${apiUrl}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=100`,
    )
  ).json()) as { searchResult: [{ data: { msid: string }[] }] };
  let article: BenchPage | null = null;
  for (const { msid } of latest.searchResult[0].data) {
    // The long read has a column of its own; this is the ordinary long article beside it.
    if (Number(msid) === seedLandmarks.longRead) continue;
    const answer = await story(msid);
    const premium = answer.prime_blocker || answer.hostid === '364';
    if (!premium && words(answer) > (article?.words ?? 0))
      article = { name: 'article', path: answer.url, words: words(answer) };
  }
  if (!article) throw new Error('no free article among the latest 100');

  const longRead = await story(seedLandmarks.longRead);
  const stockWidget = await story(seedLandmarks.stockWidget);
  if ((stockWidget.taggedcomp ?? []).length === 0)
    throw new Error(`the stock widget's story ${seedLandmarks.stockWidget} is tagged with no company`);
  const premium = await story(seedLandmarks.premium);
  // The other story kinds' addresses, as the backend gives them (article answers serve every type).
  const [video, slideshow, liveBlog] = await Promise.all([
    story(seedLandmarks.video),
    story(seedLandmarks.slideshow),
    story(seedLandmarks.liveblog),
  ]);
  return {
    home: { name: 'home', path: '/' },
    article,
    longRead: { name: 'long read', path: longRead.url, words: words(longRead) },
    stockWidget: { name: 'stock widget article', path: stockWidget.url, words: words(stockWidget) },
    premium: { name: 'premium (anonymous)', path: premium.url, words: words(premium) },
    category: { name: 'category /markets', path: '/markets' },
    // The busiest comment thread: a full first page of 25 threads and their replies.
    opinions: { name: 'opinions', path: `/opinions/${seedLandmarks.mostComments}.cms` },
    video: { name: 'video', path: video.url },
    slideshow: { name: 'slideshow', path: slideshow.url },
    liveBlog: { name: 'live blog', path: liveBlog.url },
    marketStats: { name: 'market stats', path: '/stocks/marketstats?type=gainers' },
  };
}
