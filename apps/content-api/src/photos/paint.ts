import { createRandom, type Random } from '../random.ts';
import type { Palette, Rgb } from './palettes.ts';
import type { RgbImage } from './png.ts';

// Draws a calm, photo-like picture from a seed: a sky gradient, a soft light, and a motif in
// silhouette. Every shape is placed in fractions of the frame, so any requested size shows
// the same composition. Shapes reduce to per-column heights, which keeps drawing O(pixels).

export const motifs = ['skyline', 'hills', 'chart', 'portrait'] as const;
export type Motif = (typeof motifs)[number];

export interface PictureSpec {
  width: number;
  height: number;
  seed: number;
  palette: Palette;
  motif: Motif;
}

/** A silhouette layer: for each column, the y (0..1) where it starts; Infinity where absent. */
interface Layer {
  tops: Float32Array;
  colour: Rgb;
  /** Lit windows, for buildings. */
  windows?: { cellWidth: number; cellHeight: number; random: number };
}

export function paintPicture(spec: PictureSpec): RgbImage {
  const { width, height, palette } = spec;
  const random = createRandom(spec.seed);
  const pixels = new Uint8Array(width * height * 3);
  const tilt = random.between(-0.25, 0.25);
  const light = {
    x: random.between(0.15, 0.85),
    y: random.between(0.1, 0.45),
    radius: random.between(0.18, 0.35),
  };
  const layers = buildLayers(spec, random.fork('layers'));
  const chartLine = spec.motif === 'chart' ? trendLine(width, random.fork('line')) : null;
  const portrait = spec.motif === 'portrait' ? portraitShape(random.fork('portrait')) : null;
  const aspect = width / height;

  for (let y = 0; y < height; y += 1) {
    const v = height > 1 ? y / (height - 1) : 0;
    for (let x = 0; x < width; x += 1) {
      const u = width > 1 ? x / (width - 1) : 0;
      let colour = mix(palette.skyTop, palette.skyBottom, clamp01(v + tilt * (u - 0.5)));
      const dx = (u - light.x) * aspect;
      const dy = v - light.y;
      const glow = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / light.radius);
      colour = mix(colour, palette.accent, glow * glow * 0.55);
      for (const layer of layers) {
        const top = layer.tops[x] as number;
        if (v < top) continue;
        colour = mix(layer.colour, palette.skyBottom, (1 - v) * 0.12);
        if (layer.windows && isLitWindow(x, y, layer.windows)) colour = mix(colour, palette.accent, 0.7);
      }
      if (chartLine) {
        const distance = Math.abs(v - (chartLine[x] as number));
        if (distance < 0.012) colour = mix(palette.accent, colour, distance / 0.012);
      }
      if (portrait) colour = paintPortrait(colour, u, v, aspect, portrait, palette);
      const shade = 1 - 0.22 * ((u - 0.5) ** 2 + (v - 0.5) ** 2) * 2;
      const offset = (y * width + x) * 3;
      pixels[offset] = colour[0] * shade;
      pixels[offset + 1] = colour[1] * shade;
      pixels[offset + 2] = colour[2] * shade;
    }
  }
  return { width, height, pixels };
}

function buildLayers(spec: PictureSpec, random: Random): Layer[] {
  const { width, palette } = spec;
  const colours = palette.layers;
  switch (spec.motif) {
    case 'skyline':
      return colours.map((colour, depth) => ({
        tops: blocks(width, random, {
          minWidth: 0.03,
          maxWidth: 0.09,
          low: 0.35 + depth * 0.12,
          high: 0.75 + depth * 0.06,
        }),
        colour,
        ...(depth === colours.length - 1
          ? {
              windows: {
                cellWidth: Math.max(3, width / 90),
                cellHeight: Math.max(3, width / 70),
                random: random.int(1, 1e6),
              },
            }
          : {}),
      }));
    case 'hills':
      return colours.map((colour, depth) => ({ tops: ridge(width, random, 0.45 + depth * 0.13), colour }));
    case 'chart':
      return [
        { tops: ridge(width, random, 0.8), colour: colours[0] as Rgb },
        { tops: bars(width, random), colour: colours[colours.length - 1] as Rgb },
      ];
    case 'portrait':
      return [];
  }
}

/** Buildings: flat-topped runs of random width and height. */
function blocks(
  width: number,
  random: Random,
  shape: { minWidth: number; maxWidth: number; low: number; high: number },
) {
  const tops = new Float32Array(width);
  let x = 0;
  while (x < width) {
    const run = Math.max(1, Math.round(width * random.between(shape.minWidth, shape.maxWidth)));
    const top = random.between(shape.low, Math.min(0.97, shape.high));
    tops.fill(top, x, Math.min(width, x + run));
    x += run;
  }
  return tops;
}

/** Rolling ground: a sum of a few sine waves around a base line. */
function ridge(width: number, random: Random, base: number) {
  const waves = [1, 2, 3].map((octave) => ({
    amplitude: random.between(0.02, 0.06) / octave,
    frequency: random.between(1, 2.5) * octave,
    phase: random.between(0, Math.PI * 2),
  }));
  const tops = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const u = x / Math.max(1, width - 1);
    let top = base;
    for (const wave of waves) top += wave.amplitude * Math.sin(wave.phase + u * wave.frequency * Math.PI * 2);
    tops[x] = top;
  }
  return tops;
}

/** A bar chart along the bottom, drifting upwards like a good quarter. */
function bars(width: number, random: Random) {
  const tops = new Float32Array(width).fill(Number.POSITIVE_INFINITY);
  const count = random.int(7, 12);
  const slot = width / count;
  let level = random.between(0.78, 0.88);
  for (let i = 0; i < count; i += 1) {
    level = Math.min(0.92, Math.max(0.45, level - random.between(-0.04, 0.07)));
    const start = Math.round(i * slot + slot * 0.2);
    const end = Math.round((i + 1) * slot - slot * 0.2);
    tops.fill(level, start, Math.max(start + 1, end));
  }
  return tops;
}

function trendLine(width: number, random: Random) {
  const line = new Float32Array(width);
  let level = random.between(0.55, 0.65);
  let drift = 0;
  for (let x = 0; x < width; x += 1) {
    if (x % Math.max(1, Math.round(width / 24)) === 0) drift = random.between(-0.012, 0.008);
    level = Math.min(0.7, Math.max(0.12, level + drift * (24 / Math.max(24, width)) * 1.5));
    line[x] = level;
  }
  return line;
}

interface PortraitShape {
  headX: number;
  headY: number;
  headRadius: number;
  shoulderY: number;
}

function portraitShape(random: Random): PortraitShape {
  return {
    headX: random.between(0.46, 0.54),
    headY: random.between(0.36, 0.41),
    headRadius: random.between(0.14, 0.16),
    shoulderY: random.between(0.95, 1.0),
  };
}

function paintPortrait(
  colour: Rgb,
  u: number,
  v: number,
  aspect: number,
  shape: PortraitShape,
  palette: Palette,
): Rgb {
  const figure = palette.layers[palette.layers.length - 1] as Rgb;
  const hx = (u - shape.headX) * aspect;
  const hy = v - shape.headY;
  const head = Math.sqrt(hx * hx + hy * hy) / shape.headRadius;
  if (head < 1) return mix(figure, palette.accent, (1 - head) * 0.25);
  const sx = ((u - shape.headX) * aspect) / 0.42;
  const sy = (v - shape.shoulderY) / 0.3;
  if (sx * sx + sy * sy < 1) return figure;
  return colour;
}

function isLitWindow(x: number, y: number, windows: NonNullable<Layer['windows']>): boolean {
  const column = Math.floor(x / windows.cellWidth);
  const row = Math.floor(y / windows.cellHeight);
  const insideCell =
    x % windows.cellWidth < windows.cellWidth * 0.5 && y % windows.cellHeight < windows.cellHeight * 0.45;
  return insideCell && ((column * 73856093) ^ (row * 19349663) ^ windows.random) % 7 === 0;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const t = clamp01(amount);
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
