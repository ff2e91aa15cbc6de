import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fields } from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';

const guide = readFileSync(fileURLToPath(new URL('../../../../layouts/README.md', import.meta.url)), 'utf8');

describe('layouts/README.md, the editors guide', () => {
  it('documents every field of the language', () => {
    for (const name of Object.keys(fields)) expect(guide).toContain(`| \`${name}\` |`);
  });

  it('documents every widget', () => {
    for (const { id } of widgetContracts) expect(guide).toContain(`| \`${id}\` |`);
  });
});
