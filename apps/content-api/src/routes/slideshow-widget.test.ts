import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLandmarks } from '../seed/landmarks.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { SlideshowWidgetAnswer, slidesOf } from './slideshow-widget.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const slideshow = seedLandmarks.slideshow;

describe('AB-18 GET /request?type=widget_slideshow1', () => {
  it('a slideshow’s title, time, agency and slides: each picture with its caption and the text after it', async () => {
    const answer = await api.getParsed(
      SlideshowWidgetAnswer,
      `/request?type=widget_slideshow1&msid=${slideshow}&top=100&platform=web`,
    );
    const [show] = answer.searchResult;
    expect(show.msid).toBe(String(slideshow));
    expect(show.title).toMatch(/^In pics: /);
    expect(show.insertdate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(show.url).toMatch(new RegExp(`^/[a-z/-]+/slideshow/${slideshow}\\.cms$`));
    expect(show.data.length).toBeGreaterThanOrEqual(5);
    show.data.forEach((slide, index) => {
      expect(slide.img).toMatch(/^http:\/\/pictures\.test\/photos\/\d+\.png$/);
      expect(slide.title.length).toBeGreaterThan(0);
      expect(slide.synopsis.length).toBeGreaterThan(0);
      expect(slide.agencyName.length).toBeGreaterThan(0);
      expect(slide.url).toBe(`${show.url}#slide-${index + 1}`);
    });
  });

  it('top cuts the slides (the web story asks 21, the carousel 100)', async () => {
    const two = await api.getParsed(
      SlideshowWidgetAnswer,
      `/request?type=widget_slideshow1&msid=${slideshow}&top=2`,
    );
    expect(two.searchResult[0].data).toHaveLength(2);
  });

  it('a story that is no slideshow, or no story at all, is a 404 naming msid; bad parameters a 400', async () => {
    expect(
      await api.getError(`/request?type=widget_slideshow1&msid=${seedLandmarks.showcase}`, 404),
    ).toMatchObject({ param: 'msid' });
    expect(await api.getError('/request?type=widget_slideshow1&msid=999999', 404)).toMatchObject({
      param: 'msid',
    });
    for (const [query, param] of [
      ['msid=abc', 'msid'],
      [`msid=${slideshow}&top=0`, 'top'],
      [`msid=${slideshow}&top=101`, 'top'],
      [`msid=${slideshow}&platform=tv`, 'platform'],
    ]) {
      expect(await api.getError(`/request?type=widget_slideshow1&${query}`, 400)).toMatchObject({ param });
    }
  });

  it('a picture without its size, or without a text after it, still reads; one without a source is left out', () => {
    const slides = slidesOf(
      {
        node: 'root',
        child: [
          { node: 'element', tag: 'img', attr: { src: 'http://p/1.png', width: '800', height: '600' } },
          { node: 'element', tag: 'img', attr: { src: 'http://p/2.png', width: 'x', height: '600' } },
          { node: 'element', tag: 'img', attr: { width: '800', height: '600' } },
          {
            node: 'element',
            tag: 'img',
            attr: { url: 'http://p/3.png', width: '600', height: '800', title: ' T ' },
          },
          {
            node: 'element',
            tag: 'p',
            child: [
              { node: 'element', tag: 'b', child: [{ node: 'text', text: 'Bold' }] },
              { node: 'text', text: ' text' },
            ],
          },
        ],
      },
      '/s/slideshow/1.cms',
      10,
    );
    expect(slides).toEqual([
      {
        img: 'http://p/1.png',
        imgsize: { width: 800, height: 600 },
        title: '',
        synopsis: '',
        agencyName: '',
        url: '/s/slideshow/1.cms#slide-1',
      },
      {
        img: 'http://p/3.png',
        imgsize: { width: 600, height: 800 },
        title: 'T',
        synopsis: 'Bold text',
        agencyName: '',
        url: '/s/slideshow/1.cms#slide-2',
      },
    ]);
  });
});
