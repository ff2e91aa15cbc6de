import type { VideoListName } from '@newsroom/contracts/widgets/video-list';
import { type ContentHttp, parsed } from './http.ts';
import { type LiveBlog, liveBlogAnswerSchema } from './liveBlogs.ts';
import type { LoadingCache } from './loadingCache.ts';
import { type Slideshow, slideshowAnswerSchema } from './slideshows.ts';
import { type Video, type VideoItem, videoAnswerSchema, videoListAnswerSchema } from './videos.ts';

/** The backend's videos, slideshows and live blogs (`/request`); null for a msid that is not one (a 404). */
export class MediaClient {
  readonly #http: ContentHttp;
  readonly #videos: LoadingCache<{ found: Video | null }>;
  readonly #slideshows: LoadingCache<{ found: Slideshow | null }>;
  readonly #videoLists: LoadingCache<VideoItem[]>;

  constructor(http: ContentHttp) {
    this.#http = http;
    this.#videos = http.editorialCache(200);
    this.#slideshows = http.editorialCache(100);
    this.#videoLists = http.editorialCache(500);
  }

  /** VD-01: a video and its player's media, kept like the lists. */
  video(msid: string): Promise<Video | null> {
    return this.#videos
      .getOrLoad(msid, async () => {
        const body = await this.#http.request(
          { type: 'videoshow', msid, platform: 'web' },
          { allowNotFound: true },
        );
        if (body === null) return { found: null };
        return { found: parsed(videoAnswerSchema, body, `video ${msid}`).searchResult[0]!.data };
      })
      .then(({ found }) => found);
  }

  /** A slideshow and its slides (AB-18's call, `top=100`), kept like the lists. */
  slideshow(msid: string): Promise<Slideshow | null> {
    return this.#slideshows
      .getOrLoad(msid, async () => {
        const params = { type: 'widget_slideshow1', msid, top: '100', platform: 'web' };
        const body = await this.#http.request(params, { allowNotFound: true });
        if (body === null) return { found: null };
        return { found: parsed(slideshowAnswerSchema, body, `slideshow ${msid}`).searchResult[0]! };
      })
      .then(({ found }) => found);
  }

  /**
   * A live blog and its newest updates. Not kept here: the page itself is kept 30 s, and a live
   * blog is read for what is new.
   */
  async liveBlog(msid: string, top: number): Promise<LiveBlog | null> {
    const params = { type: 'liveblog', msid, top: String(top), platform: 'web' };
    const body = await this.#http.request(params, { allowNotFound: true });
    if (body === null) return null;
    return parsed(liveBlogAnswerSchema, body, `live blog ${msid}`).searchResult[0]!;
  }

  /**
   * VD-02: one of a video page's lists, without the video `msid` itself (related: the videos most
   * like it). Kept like the lists; a failure is the widget's (ContentUnavailable).
   */
  videoList(list: VideoListName, top: number, msid?: string): Promise<VideoItem[]> {
    const params: Record<string, string> = { type: 'videolist', list, top: String(top), platform: 'web' };
    if (msid) params.msid = msid;
    const key = new URLSearchParams(params).toString();
    return this.#videoLists.getOrLoad(key, async () => {
      const body = await this.#http.request(params, { allowNotFound: false });
      return parsed(videoListAnswerSchema, body, `video list ${list}`).searchResult[0]!.data;
    });
  }
}
