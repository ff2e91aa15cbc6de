// Writes two stylesheets. apps/site/src/styles/fonts.css: for each of the site's web fonts,
// fallback faces of common system fonts whose metrics are overridden (size-adjust,
// ascent-override, descent-override, line-gap-override) so that text set in the fallback takes the
// same room as in the web font, and the font stacks; part of the site's one stylesheet.
// apps/site/src/styles/web-fonts.css: the web fonts themselves (latin subset only), a stylesheet
// of its own that pages take only once the fonts are in the reader's cache (server/webFonts.ts):
// a first visit is set in the fallbacks and loads nothing it does not show ("Page experience":
// the article's CLS was 0.267, all of it from the fonts swapping in, and 150 KB of fonts held
// the lead picture back on a slow phone). See FONT_DISPLAY for why they are never swapped in late.
//
// The numbers come from the fonts themselves: the shipped woff2 files are read with
// @capsizecss/unpack, the system fonts' metrics come from @capsizecss/metrics, and
// @capsizecss/core's createFontStack does the maths. font-fallbacks.test.ts recomputes the file
// and fails when the committed one is stale, so the CSS cannot drift from the fonts.
//
//   node apps/site/scripts/font-fallbacks.ts          rewrite both stylesheets
//   node apps/site/scripts/font-fallbacks.ts --check  exit 1 when either is stale
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';

const require = createRequire(import.meta.url);

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const fontsCssFile = fileURLToPath(new URL('../src/styles/fonts.css', import.meta.url));
export const webFontsCssFile = fileURLToPath(new URL('../src/styles/web-fonts.css', import.meta.url));

/** The project's formatter has the last word on layout, so `biome check` passes on the output. */
function formatted(css: string, file: string): string {
  const biome = require.resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${file}`], {
    cwd: repoRoot,
    input: css,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome could not format the fonts CSS: ${result.stderr}`);
  return result.stdout;
}

type Metrics = Omit<FontMetrics, 'capHeight' | 'xHeight'> & Partial<FontMetrics>;
type Style = 'normal' | 'italic';

/** The weights the stylesheets use (400 body, 500/600 labels, 700 headlines and <strong>). */
const WEIGHTS = [400, 500, 600, 700] as const;
type Weight = (typeof WEIGHTS)[number];

/** @capsizecss/metrics' file for one weight and style of a family, e.g. `inter/600italic`. */
async function systemMetrics(family: string, weight: Weight, style: Style): Promise<Metrics> {
  const variant =
    weight === 400
      ? style === 'italic'
        ? 'italic'
        : 'regular'
      : `${weight}${style === 'italic' ? 'italic' : ''}`;
  const module = (await import(`@capsizecss/metrics/${family}/${variant}`)) as { default: Metrics };
  return module.default;
}

/**
 * A system font the fallback faces use, named as `local()` finds it on each platform. Families
 * made to the same metrics share one face: Liberation Sans and Arimo are metric-compatible with
 * Arial, Liberation Serif and Tinos with Times New Roman (Liberation 2 is built from Arimo and
 * Tinos); that is what Debian's Chromium finds (fonts-liberation). The generator checks that
 * the metrics it has for them agree.
 */
interface SystemFont {
  /** Shown in the fallback family's name. */
  name: string;
  /** @capsizecss/metrics ids: the first gives the numbers, the others must agree with it. */
  metrics: readonly string[];
  /** Full names for `local()`, per weight band: regular (400, 500) and bold (600, 700). */
  local: Record<'regular' | 'bold' | 'italic' | 'boldItalic', readonly string[]>;
}

const arial: SystemFont = {
  name: 'Arial',
  metrics: ['arial', 'arimo'],
  local: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
    ],
    italic: [
      'Arial Italic',
      'Arial-ItalicMT',
      'Liberation Sans Italic',
      'LiberationSans-Italic',
      'Arimo Italic',
      'Arimo-Italic',
    ],
    boldItalic: [
      'Arial Bold Italic',
      'Arial-BoldItalicMT',
      'Liberation Sans Bold Italic',
      'LiberationSans-BoldItalic',
      'Arimo Bold Italic',
      'Arimo-BoldItalic',
    ],
  },
};

/** Android's sans-serif. */
const roboto: SystemFont = {
  name: 'Roboto',
  metrics: ['roboto'],
  local: {
    regular: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    italic: ['Roboto Italic', 'Roboto-Italic'],
    boldItalic: ['Roboto Bold Italic', 'Roboto-BoldItalic'],
  },
};

/** Windows' and Apple's serif closest in colour to Source Serif. */
const georgia: SystemFont = {
  name: 'Georgia',
  metrics: ['georgia'],
  local: {
    regular: ['Georgia'],
    bold: ['Georgia Bold', 'Georgia-Bold'],
    italic: ['Georgia Italic', 'Georgia-Italic'],
    boldItalic: ['Georgia Bold Italic', 'Georgia-BoldItalic'],
  },
};

const timesNewRoman: SystemFont = {
  name: 'Times New Roman',
  metrics: ['timesNewRoman', 'tinos'],
  local: {
    regular: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
      'Tinos-Regular',
    ],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
      'Tinos-Bold',
    ],
    italic: [
      'Times New Roman Italic',
      'TimesNewRomanPS-ItalicMT',
      'Liberation Serif Italic',
      'LiberationSerif-Italic',
      'Tinos Italic',
      'Tinos-Italic',
    ],
    boldItalic: [
      'Times New Roman Bold Italic',
      'TimesNewRomanPS-BoldItalicMT',
      'Liberation Serif Bold Italic',
      'LiberationSerif-BoldItalic',
      'Tinos Bold Italic',
      'Tinos-BoldItalic',
    ],
  },
};

/** Android's serif. */
const notoSerif: SystemFont = {
  name: 'Noto Serif',
  metrics: ['notoSerif'],
  local: {
    regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'],
    bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
    italic: ['Noto Serif Italic', 'NotoSerif-Italic'],
    boldItalic: ['Noto Serif Bold Italic', 'NotoSerif-BoldItalic'],
  },
};

/** One shipped web font file: a fontsource package's latin subset, one style, every weight. */
interface WebFont {
  /** The CSS family, as the stylesheets name it (tokens: --font-serif, --font-sans). */
  family: string;
  /** The CSS custom property holding the family's stack. */
  variable: '--font-serif' | '--font-sans';
  fontsourcePackage: string;
  file: string;
  style: Style;
  /** @capsizecss/metrics' id for the same family, for its non-default weights (see widths below). */
  metricsId: string;
  fallbacks: readonly SystemFont[];
  generic: 'serif' | 'sans-serif';
}

export const WEB_FONTS: readonly WebFont[] = [
  {
    family: 'Source Serif 4 Variable',
    variable: '--font-serif',
    fontsourcePackage: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-normal.woff2',
    style: 'normal',
    metricsId: 'sourceSerif4',
    fallbacks: [georgia, timesNewRoman, notoSerif],
    generic: 'serif',
  },
  {
    family: 'Source Serif 4 Variable',
    variable: '--font-serif',
    fontsourcePackage: '@fontsource-variable/source-serif-4',
    file: 'source-serif-4-latin-wght-italic.woff2',
    style: 'italic',
    metricsId: 'sourceSerif4',
    fallbacks: [georgia, timesNewRoman, notoSerif],
    generic: 'serif',
  },
  {
    family: 'Inter Variable',
    variable: '--font-sans',
    fontsourcePackage: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    style: 'normal',
    metricsId: 'inter',
    fallbacks: [arial, roboto],
    generic: 'sans-serif',
  },
];

/** The module specifier of a web font's file, as the stylesheet and the preload links name it. */
export const fontSpecifier = (font: Pick<WebFont, 'fontsourcePackage' | 'file'>) =>
  `${font.fontsourcePackage}/files/${font.file}`;

const fallbackFamily = (font: WebFont, system: SystemFont) => `${font.family} Fallback: ${system.name}`;

interface FontsourcePackage {
  unicodeLatin: string;
  weights: string;
}

/** The latin subset's unicode-range and the weight axis, from the package's own data files. */
function fontsourcePackage(name: string): FontsourcePackage {
  const dir = dirname(require.resolve(`${name}/package.json`));
  const unicode = JSON.parse(readFileSync(`${dir}/unicode.json`, 'utf8')) as Record<string, string>;
  const metadata = JSON.parse(readFileSync(`${dir}/metadata.json`, 'utf8')) as {
    variable?: { wght?: { min: string; max: string } };
  };
  const wght = metadata.variable?.wght;
  if (!unicode.latin || !wght) throw new Error(`${name}: no latin subset or no weight axis`);
  return { unicodeLatin: unicode.latin, weights: `${wght.min} ${wght.max}` };
}

const sameNumbers = (a: Metrics, b: Metrics) =>
  a.ascent === b.ascent &&
  a.descent === b.descent &&
  a.lineGap === b.lineGap &&
  a.unitsPerEm === b.unitsPerEm &&
  (a.subsets?.latin.xWidthAvg ?? a.xWidthAvg) === (b.subsets?.latin.xWidthAvg ?? b.xWidthAvg);

/**
 * The web font's metrics at one weight. The shipped file is variable and unpack reads its default
 * instance (400) only; the other weights' average widths come from @capsizecss/metrics' static
 * instances of the same family, used only when its 400 equals the shipped file's to the unit.
 */
async function webFontMetrics(font: WebFont, weight: Weight): Promise<Metrics> {
  const shipped = await fromFile(require.resolve(fontSpecifier(font)));
  const published = await systemMetrics(font.metricsId, 400, font.style);
  if (!sameNumbers(shipped, published)) {
    throw new Error(
      `${fontSpecifier(font)} no longer matches @capsizecss/metrics' ${font.metricsId}: update both packages together`,
    );
  }
  const atWeight = weight === 400 ? shipped : await systemMetrics(font.metricsId, weight, font.style);
  return { ...atWeight, familyName: font.family };
}

async function fallbackMetrics(system: SystemFont, weight: Weight, style: Style): Promise<Metrics> {
  const [first, ...others] = await Promise.all(
    system.metrics.map((id) => systemMetrics(id, weight >= 600 ? 700 : 400, style)),
  );
  for (const [index, other] of others.entries()) {
    if (!sameNumbers(first!, other)) {
      throw new Error(`${system.metrics[index + 1]} is not metric-compatible with ${system.metrics[0]}`);
    }
  }
  return first!;
}

const cssString = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

function localNames(system: SystemFont, weight: Weight, style: Style): readonly string[] {
  const bold = weight >= 600;
  if (style === 'italic') return bold ? system.local.boldItalic : system.local.italic;
  return bold ? system.local.bold : system.local.regular;
}

/** One fallback @font-face: the system font at the band's weight, sized to the web font's. */
async function fallbackFace(font: WebFont, system: SystemFont, weight: Weight): Promise<string> {
  const web = await webFontMetrics(font, weight);
  const fallback = await fallbackMetrics(system, weight, font.style);
  const { fontFaces } = createFontStack([web, fallback], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]!['@font-face'];
  // createFontStack leaves out an override whose raw number equals the fallback's own; that is
  // only the same length when both are zero or both fonts have the same units per em.
  const override = (value: string | number | undefined, what: 'ascent' | 'descent' | 'lineGap') => {
    if (value !== undefined) return value;
    if (web[what] === 0 && fallback[what] === 0) return '0%';
    if (web[what] === fallback[what] && web.unitsPerEm === fallback.unitsPerEm) return 'normal';
    throw new Error(`${fallbackFamily(font, system)} ${weight}: no ${what} override from createFontStack`);
  };
  const src = localNames(system, weight, font.style)
    .map((name) => `local(${cssString(name)})`)
    .join(', ');
  return [
    '@font-face {',
    `  font-family: ${cssString(fallbackFamily(font, system))};`,
    `  src: ${src};`,
    `  font-style: ${font.style};`,
    `  font-weight: ${weight};`,
    `  size-adjust: ${face.sizeAdjust ?? '100%'};`,
    `  ascent-override: ${override(face.ascentOverride, 'ascent')};`,
    `  descent-override: ${override(face.descentOverride, 'descent')};`,
    `  line-gap-override: ${override(face.lineGapOverride, 'lineGap')};`,
    '}',
  ].join('\n');
}

/**
 * `optional`: the web font is used when it is there within the browser's short wait (cached from
 * an earlier page, as it is whenever this stylesheet is on a page), else the page keeps the
 * fallback and is never re-laid out.
 * With `swap` the metric overrides keep every line box, but a line may still wrap one word
 * differently (the average widths agree within 0.5 %, single headlines within ±4 %), and one
 * headline that gains a line moves everything under it (CLS 0.013 on /markets at 360 px).
 */
const FONT_DISPLAY = 'optional';

function webFace(font: WebFont): string {
  const data = fontsourcePackage(font.fontsourcePackage);
  return [
    '@font-face {',
    `  font-family: ${cssString(font.family)};`,
    `  src: url(${cssString(fontSpecifier(font))}) format("woff2-variations");`,
    `  font-style: ${font.style};`,
    `  font-weight: ${data.weights};`,
    `  font-display: ${FONT_DISPLAY};`,
    `  unicode-range: ${data.unicodeLatin};`,
    '}',
  ].join('\n');
}

/** The generated stylesheets: `fonts` (fallback faces and stacks) and `web` (the web faces). */
export interface FontStylesheets {
  fonts: string;
  web: string;
}

const GENERATED =
  '/* Generated by apps/site/scripts/font-fallbacks.ts from the font files: do not edit, run it. */';

export async function fontStylesheets(): Promise<FontStylesheets> {
  const web = [
    GENERATED,
    '/* The web fonts, latin subset only (other characters come from the fallbacks in fonts.css).\n' +
      "   Linked only once they are in the reader's cache: see apps/site/src/server/webFonts.ts. */",
    ...WEB_FONTS.map(webFace),
  ];
  const blocks: string[] = [
    GENERATED,
    "/* Fallback faces with the web fonts' metrics: a page set in them takes the room it would take in the web fonts. */",
  ];
  for (const font of WEB_FONTS) {
    for (const system of font.fallbacks) {
      for (const weight of WEIGHTS) blocks.push(await fallbackFace(font, system, weight));
    }
  }
  const stacks = new Map<string, string>();
  for (const font of WEB_FONTS) {
    const families = [font.family, ...font.fallbacks.map((system) => fallbackFamily(font, system))];
    stacks.set(font.variable, `${families.map(cssString).join(', ')}, ${font.generic}`);
  }
  blocks.push(
    [':root {', ...[...stacks].map(([variable, stack]) => `  ${variable}: ${stack};`), '}'].join('\n'),
  );
  return {
    fonts: formatted(`${blocks.join('\n\n')}\n`, fontsCssFile),
    web: formatted(`${web.join('\n\n')}\n`, webFontsCssFile),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sheets = await fontStylesheets();
  const files = [
    [fontsCssFile, sheets.fonts],
    [webFontsCssFile, sheets.web],
  ] as const;
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, css]) => readFileSync(file, 'utf8') !== css);
    for (const [file] of stale)
      console.error(`${file} is stale: run node apps/site/scripts/font-fallbacks.ts`);
    if (stale.length > 0) process.exit(1);
    console.log('the font stylesheets are up to date');
  } else {
    for (const [file, css] of files) {
      writeFileSync(file, css);
      console.log(`wrote ${file}`);
    }
  }
}
