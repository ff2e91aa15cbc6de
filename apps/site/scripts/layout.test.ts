import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./layout.ts', import.meta.url));
const brokenLayouts = fileURLToPath(new URL('./fixtures/broken-layouts', import.meta.url));
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

  it('reports every fault of every broken file in one run, in a stable order (fixtures/broken-layouts)', () => {
    const result = check(brokenLayouts);
    expect(result.status).toBe(1);
    const ids = widgetContracts.map((c) => c.id).join(', ');
    const slots = '"topad"|"mrec1"|"mrec2"|"mrec3"|"mrec4"|"mrec5"|"intl1"|"intl2"|"rec1"|"sponsored"';
    const report = result.stderr.trimEnd().split('\n');
    expect(report).toEqual([
      // A props fault, a condition fault, a ref, a fragment, an unknown widget and an insert rule in one file.
      'broken-layouts/article.json: conditions.showAds.ne: reader.tier is one of "anonymous", "loggedIn", "prime"; ne needs one of "anonymous", "loggedIn", "prime", not "premium"',
      'broken-layouts/article.json: fragments.foot[0].props.count: Too big: expected number to be <=10',
      'broken-layouts/article.json: regions.aside[0].props.count: Invalid input: expected number, received string',
      'broken-layouts/article.json: regions.aside[0].when.field: unknown field "article.wordz"; see layouts/README.md for the fields',
      `broken-layouts/article.json: regions.aside[1].widget: unknown widget "latest-news"; expected one of: ${ids}`,
      'broken-layouts/article.json: regions.aside[1].when.ref: unknown condition "longRead"; none is defined in "conditions"',
      'broken-layouts/article.json: regions.aside[2].use: unknown fragment "footer"; defined before this point: foot',
      'broken-layouts/article.json: regions.aside[3].when.eq: reader.geo is one of "IN", "other"; eq needs one of "IN", "other", not "India"',
      `broken-layouts/article.json: regions.inserts[0].props.slot: Invalid option: expected one of ${slots}`,
      'broken-layouts/article.json: regions.inserts[0].at: an insert needs "at": the paragraph break index it goes after',
      // A page kind that is none: its props and conditions are still checked.
      'broken-layouts/category.json: page: Invalid option: expected one of "article"|"article-premium"|"home"|"category"|"video"',
      'broken-layouts/category.json: regions.aside[0].props: Unrecognized key: "size"',
      'broken-layouts/category.json: regions.aside[0].when.eq: section.id is text; eq needs text, not 81582957',
      // A misspelt region: its slots are still checked.
      'broken-layouts/home-copy.json: regions: Unrecognized key: "sidebar"',
      'broken-layouts/home-copy.json: regions.sidebar[0].props.title: Too small: expected string to have >=1 characters',
      'broken-layouts/home-copy.json: regions.top[0].when.hours[0]: a window is {"from": H, "to": H} with whole hours 0–23',
      // A second file for a page kind, with faults of its own.
      'broken-layouts/home.json: page: page "home" is already laid out by broken-layouts/home-copy.json',
      'broken-layouts/home.json: regions.main[0].props.count: Too big: expected number to be <=40',
      'broken-layouts/home.json: regions.main[0].hydrate: Invalid option: expected one of "load"|"idle"|"visible"|"interaction"|"scroll"|"engage"|"play"|"none"',
      'broken-layouts/home.json: regions.right.variants[0]: variant "prime" has no "when", so the variants after it could never be chosen; only the last variant may be the default',
      'broken-layouts/home.json: regions.right.variants[0].slots[0].at: "at" places inserts between paragraphs; use it only in the "inserts" region',
      'broken-layouts/home.json: regions.right.variants[1].name: variant "prime" is named twice',
      'broken-layouts/home.json: regions.right.variants[1].when: the last variant is the default: it takes no "when"',
      'broken-layouts/home.json: regions.right.variants[1].when.field: field "article.prime" has no value on home pages (only on article, article-premium)',
      `broken-layouts/home.json: regions.right.variants[1].slots[0].props.slot: Invalid option: expected one of ${slots}`,
      // Not JSON: nothing else can be read, but the other files are still checked.
      `broken-layouts/video.json: $: not valid JSON: Unexpected token '}', ...""main": [ } " is not valid JSON`,
      '',
      'layout check: 26 fault(s) in 5 file(s); see layouts/README.md for the language.',
    ]);
    expect(check(brokenLayouts).stderr).toBe(result.stderr);
  });
});
