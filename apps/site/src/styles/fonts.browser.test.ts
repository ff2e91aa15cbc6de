import './fonts.css';
import './web-fonts.css';
import { afterEach, describe, expect, it } from 'vitest';

// "Page experience" in Chromium: the fallback faces of fonts.css, where this machine has their
// system font, take exactly the room of the web font they stand in for, so a page laid out with
// either looks the same size and nothing moves when one replaces the other. The unit test checks
// the numbers; this checks that Chromium finds the local fonts by the names given and applies
// the overrides as intended.

const SIZE = 50;
/** A paragraph of the kind the site sets: the widths of single words differ, a paragraph's hardly. */
const PARAGRAPH =
  'Benchmark indices ended lower for a second straight session on Thursday as foreign investors ' +
  'sold Rs 4,210 crore of shares, while domestic institutions bought; the rupee closed at 84.32 ' +
  'against the dollar and bond yields rose 3 basis points (RBI data, 2026).';

interface Box {
  height: number;
  baseline: number;
  width: number;
}

const made: HTMLElement[] = [];
afterEach(() => {
  for (const element of made.splice(0)) element.remove();
});

/** One line of text in exactly one family: its line box height, baseline and width. */
function measure(family: string, style: string, weight: string, text: string): Box {
  const line = document.createElement('div');
  line.style.cssText = `position:absolute;top:0;left:0;white-space:nowrap;line-height:normal;font:${style} ${weight} ${SIZE}px "${family}"`;
  line.textContent = text;
  const baselineMark = document.createElement('span');
  baselineMark.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
  line.append(baselineMark);
  document.body.append(line);
  made.push(line);
  const box = line.getBoundingClientRect();
  return {
    height: box.height,
    baseline: baselineMark.getBoundingClientRect().bottom - box.top,
    width: box.width,
  };
}

const fallbackFaces = () =>
  [...document.fonts].filter((face) => face.family.replaceAll('"', '').includes(' Fallback: '));

describe('fallback faces in Chromium (Page experience)', () => {
  it('stand in for the web font with its line box and baseline, and set a paragraph within 3 % of its width', async () => {
    await document.fonts.ready;
    const faces = fallbackFaces();
    expect(faces.length).toBeGreaterThan(0);
    const found = new Set<string>();
    for (const face of faces) {
      const family = face.family.replaceAll('"', '');
      // A local() font this machine lacks (Georgia on Linux) fails to load: that face is skipped
      // by the browser too, and the stack goes on to the next fallback.
      const loaded = await face.load().then(
        () => true,
        () => false,
      );
      if (!loaded) continue;
      const webFamily = family.slice(0, family.indexOf(' Fallback: '));
      await document.fonts.load(`${face.style} ${face.weight} ${SIZE}px "${webFamily}"`);
      const web = measure(webFamily, face.style, face.weight, PARAGRAPH);
      const fallback = measure(family, face.style, face.weight, PARAGRAPH);
      const where = `${family} ${face.style} ${face.weight}`;
      expect(Math.abs(fallback.height - web.height), `${where}: line height`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(fallback.baseline - web.baseline), `${where}: baseline`).toBeLessThanOrEqual(0.5);
      expect(Math.abs(fallback.width / web.width - 1), `${where}: paragraph width`).toBeLessThan(0.03);
      found.add(`${webFamily} ${face.style} ${face.weight}`);
    }
    // The machine the tests run on (Debian's Chromium with fonts-liberation) has a fallback for
    // every web face at every weight: the end-to-end tests there see what readers on Linux see.
    expect([...found].sort()).toEqual(
      [
        'Inter Variable normal 400',
        'Inter Variable normal 500',
        'Inter Variable normal 600',
        'Inter Variable normal 700',
        'Source Serif 4 Variable italic 400',
        'Source Serif 4 Variable italic 500',
        'Source Serif 4 Variable italic 600',
        'Source Serif 4 Variable italic 700',
        'Source Serif 4 Variable normal 400',
        'Source Serif 4 Variable normal 500',
        'Source Serif 4 Variable normal 600',
        'Source Serif 4 Variable normal 700',
      ].sort(),
    );
  });
});
