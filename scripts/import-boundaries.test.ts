import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 28: the backend and the site meet only in packages/ (the widget contracts, the rules)
// and over HTTP. A file of one app that imports the other, or a package that imports an app,
// fails here by name, with the line that does it. Tests that run the site against the real
// backend in one process live above both, in integration/.

const repoRoot = resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', '.reports', 'test-results', 'storybook-static']);
const SOURCE = /\.(?:ts|tsx|mts)$/;
const SPECIFIER = /(?:from\s*|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every import of a file under `from` that reaches a file under `into` or names one of `packages`. */
function importsInto(from: string, into: string, packages: readonly string[]): string[] {
  const target = join(repoRoot, into);
  return sourceFiles(join(repoRoot, from)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
      const reaches = specifier.startsWith('.')
        ? !relative(target, resolve(file, '..', specifier)).startsWith('..')
        : packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
      return reaches ? [`${relative(repoRoot, file)} imports ${specifier}`] : [];
    }),
  );
}

const dependenciesOf = (folder: string): string[] => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

describe('import boundaries', () => {
  it('the backend imports nothing of the site', () => {
    expect(importsInto('apps/content-api', 'apps/site', ['@newsroom/site'])).toEqual([]);
    expect(dependenciesOf('apps/content-api')).not.toContain('@newsroom/site');
  });

  it('the site imports nothing of the backend, not even in its tests', () => {
    expect(importsInto('apps/site', 'apps/content-api', ['@newsroom/content-api'])).toEqual([]);
    expect(dependenciesOf('apps/site')).not.toContain('@newsroom/content-api');
  });

  it('no package imports an app', () => {
    for (const app of ['apps/site', 'apps/content-api']) {
      expect(importsInto('packages', app, ['@newsroom/site', '@newsroom/content-api'])).toEqual([]);
    }
  });

  it('sees an import that crosses (the check itself)', () => {
    expect(importsInto('scripts', 'apps/site', [])).toContain(
      'scripts/sample-sections.test.ts imports ../apps/site/src/widgets/trending-terms/sample.ts',
    );
  });
});
