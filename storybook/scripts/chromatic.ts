/**
 * DV-02: publishes Storybook to Chromatic for teams with a project, for review in the browser.
 * Optional and never part of the tests (the offline visual check is storybook/visual.setup.ts).
 * The CLI is fetched at the pinned version when run, so installs and CI never carry it.
 *   CHROMATIC_PROJECT_TOKEN=… ./dev run chromatic
 */
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error(
    'chromatic: set CHROMATIC_PROJECT_TOKEN to your Chromatic project token (not needed for tests).',
  );
  process.exit(2);
}
const run = spawnSync(
  'pnpm',
  [
    'dlx',
    'chromatic@18.14.3',
    '--build-script-name',
    'build',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
process.exit(run.status ?? 1);
