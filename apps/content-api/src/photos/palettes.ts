// Muted colours of the kind a business daily's photos have: overcast skies, stone, dusk light.

export type Rgb = readonly [number, number, number];

export interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  /** Farthest to nearest ground or silhouette layers. */
  layers: readonly Rgb[];
  /** Light sources, highlights, chart lines. */
  accent: Rgb;
}

function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function palette(skyTop: string, skyBottom: string, layers: string[], accent: string): Palette {
  return { skyTop: hex(skyTop), skyBottom: hex(skyBottom), layers: layers.map(hex), accent: hex(accent) };
}

export const palettes = {
  harbour: palette('#7f98ad', '#dce3e6', ['#9aaab5', '#5f7486', '#2f3e4c'], '#e2c48f'),
  dusk: palette('#4f5d80', '#e0b598', ['#8a7f95', '#5a4e66', '#2b2736'], '#f2d29b'),
  sandstone: palette('#b9a48c', '#f0e7da', ['#c9b59d', '#927660', '#5a463a'], '#fff3d6'),
  slate: palette('#66737e', '#c8d0d5', ['#8c979f', '#55616b', '#2a3036'], '#d9dfe3'),
  forest: palette('#708b7a', '#dde4d6', ['#9db09f', '#587260', '#2c3f33'], '#efe4b8'),
  brick: palette('#9c6e63', '#efd8c6', ['#b98e80', '#7c4f45', '#42292a'], '#ffe1b3'),
  newsprint: palette('#8e8e87', '#e8e6de', ['#aaa9a1', '#6c6b64', '#373733'], '#f4f1e6'),
  monsoon: palette('#56707a', '#b7c6c7', ['#7e9296', '#4a5f66', '#243035'], '#cfe0d9'),
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];

export function paletteNamed(name: string): Palette {
  return (palettes as Record<string, Palette>)[name] ?? palettes.newsprint;
}
