// `pnpm layout check`: validates every file in layouts/ against the widgets' contracts and
// prints each fault as `file: json.path: reason` (exit 1 when there is any): every fault of every
// file in one run, files by name and each file's faults in document order (ED-02).
// `pnpm layout schema`: writes layouts/schema/layout.schema.json from the same contracts.
// Plain Node: the contracts have no React, so this runs without a build.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFault } from '@newsroom/composer/layout';
import { loadLayoutDir } from '@newsroom/composer/layout/load';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { layoutSchemaFile, layoutSchemaText } from '../src/layout/schemaFile.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const layoutsDir = process.env.LAYOUTS_DIR ?? join(repoRoot, 'layouts');
const [command] = process.argv.slice(2);

if (command === 'check') {
  const { layouts, faults } = await loadLayoutDir(layoutsDir, widgetContracts);
  for (const fault of faults) console.error(formatFault(fault));
  if (faults.length > 0) {
    const files = new Set(faults.map((fault) => fault.file)).size;
    console.error(
      `\nlayout check: ${faults.length} fault(s) in ${files} file(s); see layouts/README.md for the language.`,
    );
    process.exit(1);
  }
  console.log(`layout check: ${layouts.size} layout(s) valid (${[...layouts.keys()].join(', ')})`);
} else if (command === 'schema') {
  const file = layoutSchemaFile(repoRoot);
  writeFileSync(file, layoutSchemaText(widgetContracts));
  console.log(`wrote ${file}`);
} else {
  console.error('usage: pnpm layout check | pnpm layout schema');
  process.exit(2);
}
