/**
 * ED-04: a layout document as the files in layouts/ are written (biome's JSON style): two spaces,
 * and an object or list on one line when it fits in the line width, so a file saved from the
 * editor reads and diffs like one written by hand.
 */
const LINE_WIDTH = 110;

export function formatLayout(document: unknown): string {
  return `${format(document, 0, 0)}\n`;
}

/** `indent`: the indentation of the line the value starts on; `used`: the columns before it there. */
function format(value: unknown, indent: number, used: number): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value).filter(([, item]) => item !== undefined);
  const open = Array.isArray(value) ? '[' : '{';
  const close = Array.isArray(value) ? ']' : '}';
  if (entries.length === 0) return `${open}${close}`;
  const key = (name: string) => (Array.isArray(value) ? '' : `${JSON.stringify(name)}: `);
  const inline = entries.map(([name, item]) => `${key(name)}${format(item, 0, 0)}`);
  const pad = Array.isArray(value) ? '' : ' ';
  const oneLine = `${open}${pad}${inline.join(', ')}${pad}${close}`;
  // The comma that may follow counts towards the width.
  if (!oneLine.includes('\n') && used + oneLine.length + 1 <= LINE_WIDTH) return oneLine;
  const inner = ' '.repeat(indent + 2);
  const lines = entries.map(
    ([name, item]) => `${inner}${key(name)}${format(item, indent + 2, indent + 2 + key(name).length)}`,
  );
  return `${open}\n${lines.join(',\n')}\n${' '.repeat(indent)}${close}`;
}
