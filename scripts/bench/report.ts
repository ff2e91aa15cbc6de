// How the bench prints: aligned tables, then one line per budget, OVER BUDGET for each miss.

export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  console.log('');
  for (const row of rows)
    console.log(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );
}

export interface Verdict {
  name: string;
  ok: boolean;
  /** The figure and its target, when the name alone does not say them. */
  detail?: string;
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  console.log('');
  for (const { name, ok, detail } of verdicts)
    console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${name}${detail ? `: ${detail}` : ''}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const ratio = (part: number, whole: number) => Number((part / whole).toFixed(2));
