import { describe, expect, it } from 'vitest';
import { catalogueSizes, isCatalogueSize, nearestSize, pictureAt, pictureSizes } from './pictures.ts';

describe('picture sizes (Hardening item 3)', () => {
  it('builds the backend URL of a picture at a named size, absolute or as a path', () => {
    expect(pictureAt('http://127.0.0.1:4010/photos/7.png', 'trending')).toBe(
      'http://127.0.0.1:4010/photos/7.png?w=80&h=60',
    );
    expect(pictureAt('/photos/7.png', 'articleTemplate3')).toBe('/photos/7.png?w=650&h=488');
    // A size already in the URL is replaced, never doubled.
    expect(pictureAt('/photos/7.png?w=1&h=2', 'authorCard')).toBe('/photos/7.png?w=144&h=144');
  });

  it('keeps the spec’s sizes: AR-20 templates, AB-22 structured data', () => {
    expect(pictureSizes.articleTemplate0).toEqual({ width: 210, height: 158 });
    expect(pictureSizes.articleTemplate5).toEqual({ width: 525, height: 393 });
    expect(pictureSizes.structuredData).toEqual({ width: 1200, height: 900 });
  });

  it('lists each size once, every side within what the backend paints', () => {
    const keys = catalogueSizes.map(({ width, height }) => `${width}x${height}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('650x488');
    for (const { width, height } of catalogueSizes) {
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(16);
      expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
    }
    expect(isCatalogueSize(80, 60)).toBe(true);
    expect(isCatalogueSize(81, 60)).toBe(false);
  });

  it('finds the nearest size in proportion, the shape counting as much as the scale', () => {
    expect(nearestSize(320, 200)).toEqual({ width: 320, height: 180 });
    expect(nearestSize(400, 300)).toEqual({ width: 420, height: 315 });
    expect(nearestSize(100, 100)).toEqual({ width: 112, height: 112 });
    expect(nearestSize(100, 75)).toEqual({ width: 96, height: 72 });
    expect(nearestSize(2000, 2000)).toEqual({ width: 1200, height: 900 });
    expect(nearestSize(500, 500, [{ width: 400, height: 400 }, catalogueSizes[0]!])).toEqual({
      width: 400,
      height: 400,
    });
  });
});
