import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandNameOf } from '@newsroom/composer';
import { describe, expect, it } from 'vitest';
import { widgets } from '../widgets/registry.ts';
import { reactIslands, scriptIslands } from './registry.ts';

/**
 * The island files by kind, named as their file says (tests left out), wherever they live: a
 * widget's in its folder (`widgets/{id}/`), a page part's beside it (`article/author-card/`), the
 * islands of pages and features here.
 */
const files = readdirSync(fileURLToPath(new URL('..', import.meta.url)), { recursive: true })
  .map(String)
  .map((path) => basename(path));
const namesOf = (suffix: string) =>
  files.filter((file) => file.endsWith(suffix)).map((file) => file.slice(0, -suffix.length));
const reactFiles = namesOf('.island.tsx');
const scriptFiles = namesOf('.script.ts');

describe('the island file convention (issue 17)', () => {
  it('lists every island file in the island registry, and nothing else', () => {
    expect(Object.keys(reactIslands).sort()).toEqual(reactFiles.sort());
    expect(Object.keys(scriptIslands).sort()).toEqual(scriptFiles.sort());
    // One name, one kind: the runtime would not know which to wake.
    expect(reactFiles.filter((name) => scriptFiles.includes(name))).toEqual([]);
  });

  it.each(reactFiles)('%s.island.tsx default-exports the island defined under its own name', async (name) => {
    const module = (await reactIslands[name as keyof typeof reactIslands]()) as { default: unknown };
    expect(typeof module.default).toBe('function');
    expect(islandNameOf(module.default)).toBe(name);
  });

  it.each(scriptFiles)('%s.script.ts exports start(marker, props)', async (name) => {
    const module = await scriptIslands[name as keyof typeof scriptIslands]();
    expect(typeof module.start).toBe('function');
  });

  it('gives every widget that hydrates its island of the same name as its view', () => {
    const hydrating = widgets.filter((widget) => widget.hydrate !== 'none');
    expect(hydrating.length).toBeGreaterThan(20);
    const islandNames = [...reactFiles, ...scriptFiles];
    for (const widget of hydrating) {
      expect({ widget: widget.id, island: islandNameOf(widget.View) }).toEqual({
        widget: widget.id,
        island: widget.id,
      });
      expect(islandNames).toContain(widget.id);
    }
  });

  it('leaves a static widget’s view an ordinary component (it wakes nothing)', () => {
    for (const widget of widgets.filter((each) => each.hydrate === 'none'))
      expect({ widget: widget.id, island: islandNameOf(widget.View) }).toEqual({
        widget: widget.id,
        island: undefined,
      });
  });
});
