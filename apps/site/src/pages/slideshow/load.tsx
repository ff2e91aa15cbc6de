import { pictureAt } from '@newsroom/rules/pictures';
import { publication } from '@newsroom/rules/publication';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import { shortenHeadline } from '../../article/jsonLd.ts';
import type { Slideshow } from '../../content/slideshows.ts';
import { toIstIso } from '../../lib/istTime.ts';
import type { PageResult } from '../../lib/pageResult.tsx';
import type { PageDeps } from '../kit/pageDeps.ts';
import { SlideshowPage } from './SlideshowPage.tsx';
import type { SlideshowData } from './slideshow.island.tsx';

const PAGE_MAX_AGE = 30;

/** AB-18 a slideshow's page: 404 for a msid that is not a slideshow, 301 from any other slug. */
export async function slideshowPage(
  msid: string,
  deps: PageDeps,
  notFound: () => PageResult,
): Promise<PageResult> {
  const slideshow = await deps.content.media.slideshow(msid);
  const path = slideshow ? safeHref(slideshow.url) : null;
  if (!slideshow || !path?.startsWith('/')) return notFound();
  if (!deps.preview && path !== deps.url.pathname) {
    return { status: 301, redirect: path + deps.url.search, head: { title: '' }, body: <></>, maxAge: 3600 };
  }
  const data: SlideshowData = {
    title: slideshow.title,
    slides: slideshow.data.map((slide) => ({
      img: safeMediaUrl(slide.img),
      title: slide.title.trim(),
      synopsis: slide.synopsis.trim(),
      agency: slide.agencyName.trim(),
    })),
  };
  return {
    status: 200,
    maxAge: PAGE_MAX_AGE,
    head: {
      title: `${slideshow.title} | Slideshow | ${publication.name}`,
      description: slideshow.synopsis.trim().slice(0, 300) || slideshow.title,
      canonical: `${deps.origin}${path}`,
      jsonLd: [imageGalleryLd(slideshow, data, `${deps.origin}${path}`, deps.origin)],
    },
    body: <SlideshowPage slideshow={slideshow} data={data} />,
  };
}

/** A slideshow as schema.org's ImageGallery: its pictures with their captions. */
function imageGalleryLd(slideshow: Slideshow, data: SlideshowData, url: string, origin: string) {
  const absolute = (src: string) => (src.startsWith('/') ? `${origin}${src}` : src);
  const published = toIstIso(slideshow.insertdate);
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: shortenHeadline(slideshow.title),
    url,
    ...(published ? { datePublished: published } : {}),
    ...(slideshow.synopsis ? { description: slideshow.synopsis } : {}),
    publisher: { '@type': 'NewsMediaOrganization', name: publication.name },
    associatedMedia: data.slides.flatMap((slide) =>
      slide.img
        ? [
            {
              '@type': 'ImageObject',
              contentUrl: absolute(pictureAt(slide.img, 'articleTemplate1')),
              caption: slide.synopsis || slide.title,
            },
          ]
        : [],
    ),
  };
}
