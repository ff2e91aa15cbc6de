import { describe, expect, it } from 'vitest';
import { decodePng, readPngSize } from '../testing/read-png.ts';
import { motifs, paintPicture } from './paint.ts';
import { palettes } from './palettes.ts';
import { encodePng } from './png.ts';

describe('PNG encoder', () => {
  it('writes a valid PNG whose pixels read back exactly', () => {
    const width = 37;
    const height = 23;
    const pixels = new Uint8Array(width * height * 3);
    // Rows that favour each filter: flat, horizontal ramp, vertical ramp, noise.
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const offset = (y * width + x) * 3;
        pixels[offset] = y % 4 === 0 ? 200 : (x * 7) & 0xff;
        pixels[offset + 1] = y % 4 === 1 ? (y * 11) & 0xff : (x * y * 13) & 0xff;
        pixels[offset + 2] = (x ^ y) * 5;
      }
    }
    const png = encodePng({ width, height, pixels });
    expect(readPngSize(png)).toEqual({ width, height });
    const decoded = decodePng(png);
    expect(decoded.pixels).toEqual(pixels);
  });

  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(5) })).toThrow(/expected 12 bytes/);
  });
});

describe('picture painter', () => {
  it('draws the same picture for the same seed, and a different one for another seed', () => {
    const spec = { width: 64, height: 48, seed: 42, palette: palettes.harbour, motif: 'skyline' as const };
    expect(paintPicture(spec).pixels).toEqual(paintPicture(spec).pixels);
    expect(paintPicture({ ...spec, seed: 43 }).pixels).not.toEqual(paintPicture(spec).pixels);
  });

  it('draws every motif at tiny and wide sizes without leaving the frame black', () => {
    for (const motif of motifs) {
      for (const [width, height] of [
        [16, 16],
        [300, 40],
      ] as const) {
        const { pixels } = paintPicture({ width, height, seed: 7, palette: palettes.dusk, motif });
        const brightest = pixels.reduce((max, value) => Math.max(max, value), 0);
        expect(brightest, `${motif} ${width}x${height}`).toBeGreaterThan(60);
      }
    }
  });
});
