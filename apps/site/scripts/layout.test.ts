import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { widgetContracts } from '../src/widgets/contracts.ts';

const script = fileURLToPath(new URL('./layout.ts', import.meta.url));
const check = (layoutsDir?: string) =>
  spawnSync(process.execPath, [script, 'check'], {
    encoding: 'utf8',
    env: { ...process.env, ...(layoutsDir ? { LAYOUTS_DIR: layoutsDir } : {}) },
  });

describe('pnpm layout check (ED-02)', () => {
  it('passes on the committed layouts', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/layout check: 5 layout\(s\) valid/);
  });

  it('prints every fault as file: json.path: reason and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
    writeFileSync(
      join(dir, 'home.json'),
      JSON.stringify({
        page: 'home',
        regions: {
          main: [{ widget: 'top-news', props: { count: 99 } }, { widget: 'nope' }],
          right: [{ widget: 'ad-slot' }],
        },
      }),
    );
    writeFileSync(join(dir, 'article.json'), '{ "page": "article", ');
    const result = check(dir);
    expect(result.status).toBe(1);
    const name = dir.split('/').pop();
    expect(result.stderr.split('\n').filter((line) => line.startsWith(`${name}/`))).toEqual([
      `${name}/article.json: $: not valid JSON: Expected double-quoted property name in JSON at position 21 (line 1 column 22)`,
      `${name}/home.json: regions.main[0].props.count: Too big: expected number to be <=40`,
      `${name}/home.json: regions.main[1].widget: unknown widget "nope"; expected one of: ${widgetContracts.map((c) => c.id).join(', ')}`,
      `${name}/home.json: regions.right[0].props.slot: Invalid option: expected one of "topad"|"mrec1"|"mrec2"|"mrec3"|"mrec4"|"mrec5"|"intl1"|"intl2"|"rec1"|"sponsored"`,
    ]);
  });
});
