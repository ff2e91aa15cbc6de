import { describe, expect, it } from 'vitest';
import { flakyTests } from './e2e-report.ts';

describe('flakyTests', () => {
  it('names every test that passed only on its retry, in nested suites too', () => {
    const spec = (title: string, line: number, status: string) => ({
      title,
      file: 'home.spec.ts',
      line,
      tests: [{ status, projectName: 'reading' }],
    });
    const suites = [
      {
        title: 'home.spec.ts',
        specs: [spec('passes', 3, 'expected'), spec('retried', 9, 'flaky')],
        suites: [
          { title: 'inner', specs: [spec('fails', 20, 'unexpected'), spec('also retried', 30, 'flaky')] },
        ],
      },
    ];
    expect(flakyTests(suites)).toEqual([
      '[reading] home.spec.ts:9 › retried',
      '[reading] home.spec.ts:30 › also retried',
    ]);
  });
});
