/** The parts of Playwright's JSON report (.reports/e2e.json) that `./dev test` reads. */
export interface E2eSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string; projectName: string }[] }[];
  suites?: E2eSuite[];
}

export interface E2eReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: E2eSuite[];
}

/** Tests that failed once and passed on their retry (playwright.config.ts): named, never silent. */
export function flakyTests(suites: E2eSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites),
  ]);
}
