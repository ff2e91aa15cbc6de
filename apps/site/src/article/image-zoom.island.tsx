import { ImageZoom } from '@newsroom/ui';
import { defineIsland } from '../lib/defineIsland.ts';

export interface ImageZoomIslandProps {
  /** The picture as laid out in the story. */
  src: string;
  /** The whole picture, shown in the zoom (and followed as a link without JavaScript). */
  full: string;
  alt: string;
  width: number;
  height: number;
  /** The lead picture comes first in the page. */
  lead?: boolean;
}

/**
 * AB-24: a story picture that opens full screen. Without JavaScript it is a link to the whole
 * picture; the island wakes when the reader reaches for it (hover, focus, click, replayed) and
 * opens the overlay, which closes on a click or Escape with focus back on the picture's link.
 */
function ImageZoomIsland({ src, full, alt, width, height, lead = false }: ImageZoomIslandProps) {
  const name = alt ? `Enlarge the picture: ${alt}` : 'Enlarge the picture';
  return (
    <ImageZoom.Root>
      <ImageZoom.Trigger asChild>
        <a className="zoomable" href={full} aria-label={name} aria-haspopup="dialog">
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        </a>
      </ImageZoom.Trigger>
      <ImageZoom.Content className="image-zoom" title={alt ? `Enlarged picture: ${alt}` : 'Enlarged picture'}>
        <ImageZoom.Image className="image-zoom__img" src={full} alt={alt} />
      </ImageZoom.Content>
    </ImageZoom.Root>
  );
}

export default defineIsland('image-zoom', ImageZoomIsland);
