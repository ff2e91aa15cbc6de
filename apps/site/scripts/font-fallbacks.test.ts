import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_FILES } from '../server/assets.ts';
import {
  fontSpecifier,
  fontStylesheets,
  fontsCssFile,
  WEB_FONTS,
  webFontsCssFile,
} from './font-fallbacks.ts';

const require = createRequire(import.meta.url);
const committed = readFileSync(fontsCssFile, 'utf8');
const committedWeb = readFileSync(webFontsCssFile, 'utf8');

interface Face {
  family: string;
  style: string;
  weight: string;
  src: string;
  descriptors: Record<string, string>;
}

/** The @font-face rules of the committed files (generated files of one known shape). */
const faces: Face[] = [...`${committedWeb}${committed}`.matchAll(/@font-face \{([^}]*)\}/g)].map(
  ([, body]) => {
    const descriptors = Object.fromEntries(
      [...body!.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
        name!,
        value!.replace(/\s+/g, ' '),
      ]),
    );
    return {
      family: descriptors['font-family']!.replaceAll('"', ''),
      style: descriptors['font-style']!,
      weight: descriptors['font-weight']!,
      src: descriptors.src!,
      descriptors,
    };
  },
);
const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN') / 100;

describe('the fonts stylesheet (Page experience)', () => {
  it('is what the generator makes of the fonts installed now: regenerate it when a font package changes', async () => {
    const generated = await fontStylesheets();
    expect(committed, 'run: node apps/site/scripts/font-fallbacks.ts').toBe(generated.fonts);
    expect(committedWeb, 'run: node apps/site/scripts/font-fallbacks.ts').toBe(generated.web);
  }, 30_000);

  it('keeps the web faces out of the site’s stylesheet: they are linked only once cached', () => {
    expect(committed).not.toMatch(/url\(/);
    expect([...committedWeb.matchAll(/@font-face/g)]).toHaveLength(WEB_FONTS.length);
    expect(committedWeb).toContain('font-display: optional;');
  });

  it('downloads the latin subset only: each web face is one latin woff2 file of its package', () => {
    const urls = [...committedWeb.matchAll(/url\("([^"]+)"\)/g)].map(([, url]) => url);
    expect(urls).toEqual(WEB_FONTS.map(fontSpecifier));
    for (const url of urls)
      expect(url).toMatch(/^@fontsource-variable\/[\w-]+\/files\/[\w-]+-latin-wght-(normal|italic)\.woff2$/);
  });

  it('gives every fallback face the line box of its web font: the same ascent, descent and line gap once sized', async () => {
    const fallbacks = faces.filter((face) => face.src.startsWith('local('));
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const font of WEB_FONTS) {
      // Read here from the shipped file, not from the generator: the check does not share its maths.
      const metrics = await fromFile(require.resolve(fontSpecifier(font)));
      const ascent = metrics.ascent / metrics.unitsPerEm;
      const descent = Math.abs(metrics.descent) / metrics.unitsPerEm;
      const lineGap = metrics.lineGap / metrics.unitsPerEm;
      const mine = fallbacks.filter(
        (face) => face.family.startsWith(`${font.family} Fallback: `) && face.style === font.style,
      );
      expect(mine.length, `${font.family} ${font.style}`).toBe(font.fallbacks.length * 4);
      for (const face of mine) {
        const size = percent(face.descriptors['size-adjust']);
        const where = `${face.family} ${face.style} ${face.weight}`;
        // Overrides are fractions of the adjusted em: times size-adjust they are fractions of the font size.
        expect(percent(face.descriptors['ascent-override']) * size, where).toBeCloseTo(ascent, 5);
        expect(percent(face.descriptors['descent-override']) * size, where).toBeCloseTo(descent, 5);
        expect(percent(face.descriptors['line-gap-override']) * size, where).toBeCloseTo(lineGap, 5);
        expect(size, where).toBeGreaterThan(0.8);
        expect(size, where).toBeLessThan(1.25);
      }
    }
  });

  it('covers Windows and Apple (Arial, Georgia, Times New Roman), Android (Roboto, Noto Serif) and Linux (Liberation)', () => {
    const sources = faces.map((face) => face.src).join(' ');
    for (const name of [
      'Arial',
      'Georgia',
      'Times New Roman',
      'Roboto',
      'Noto Serif',
      'Liberation Sans',
      'Liberation Serif',
    ]) {
      expect(sources).toContain(`local("${name}")`);
    }
  });

  it("puts each family's fallbacks in its stack, after the web font and before the generic family", () => {
    const stack = (variable: string) =>
      new RegExp(`${variable}:\\s*([^;]+);`).exec(committed)?.[1]?.replace(/\s+/g, ' ');
    expect(stack('--font-serif')).toBe(
      '"Source Serif 4 Variable", "Source Serif 4 Variable Fallback: Georgia", "Source Serif 4 Variable Fallback: Times New Roman", "Source Serif 4 Variable Fallback: Noto Serif", serif',
    );
    expect(stack('--font-sans')).toBe(
      '"Inter Variable", "Inter Variable Fallback: Arial", "Inter Variable Fallback: Roboto", sans-serif',
    );
    const declared = new Set(faces.map((face) => face.family));
    for (const variable of ['--font-serif', '--font-sans']) {
      const families = stack(variable)!
        .split(', ')
        .slice(0, -1)
        .map((name) => name.replaceAll('"', ''));
      for (const family of families) expect(declared, family).toContain(family);
    }
  });

  it('warms exactly the files the web fonts’ stylesheet uses', () => {
    expect([...WEB_FONT_FILES]).toEqual(WEB_FONTS.map(fontSpecifier));
    for (const specifier of WEB_FONT_FILES) expect(committedWeb).toContain(`url("${specifier}")`);
  });
});
