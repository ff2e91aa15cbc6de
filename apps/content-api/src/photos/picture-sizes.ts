import { catalogueSizes, isCatalogueSize, nearestSize, type PictureSize } from '@newsroom/rules/pictures';

// Which size a picture request is painted at (Hardening item 3). Only the sizes of the catalogue
// the site builds its URLs from (@newsroom/rules/pictures) and the picture's stored size (a bare
// `/photos/{id}.png`: bodies, avatars) are painted, so the pictures the backend may paint and
// keep are bounded. Any other size is sent on to the nearest one, not refused: a page cached
// before the catalogue changed still shows its pictures.

export const pictureSideLimits = { min: 16, max: 2000 } as const;

export type SizeDecision = { paint: PictureSize } | { redirect: PictureSize; bare: boolean };

export function decidePictureSize(
  stored: PictureSize,
  wanted: { width?: number | undefined; height?: number | undefined },
): SizeDecision {
  const asked = withAspect(stored, wanted);
  const isStored = asked.width === stored.width && asked.height === stored.height;
  if (isStored || isCatalogueSize(asked.width, asked.height)) return { paint: asked };
  const nearest = nearestSize(asked.width, asked.height, [...catalogueSizes, stored]);
  return { redirect: nearest, bare: !isCatalogueSize(nearest.width, nearest.height) };
}

/** With only one side given, the other follows the stored aspect ratio. */
function withAspect(
  stored: PictureSize,
  wanted: { width?: number | undefined; height?: number | undefined },
): PictureSize {
  const { width, height } = wanted;
  if (width !== undefined && height !== undefined) return { width, height };
  if (width !== undefined) return { width, height: clampSide((width * stored.height) / stored.width) };
  if (height !== undefined) return { width: clampSide((height * stored.width) / stored.height), height };
  return stored;
}

function clampSide(side: number): number {
  return Math.min(pictureSideLimits.max, Math.max(pictureSideLimits.min, Math.round(side)));
}
