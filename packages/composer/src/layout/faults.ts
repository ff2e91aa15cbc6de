/** One thing wrong with a layout file, in the form editors see everywhere: `file: json.path: reason`. */
export interface LayoutFault {
  file: string;
  /** Dotted path with [index] for arrays, `$` for the whole document. */
  path: string;
  reason: string;
}

/** A fault found in one document, its path as segments; a `LayoutFault` once its file is named. */
export interface DocumentFault {
  path: (string | number)[];
  reason: string;
}

/** One line per fault, always: a reason that quotes the document cannot break the report's lines. */
export function formatFault(fault: LayoutFault): string {
  return `${fault.file}: ${fault.path}: ${fault.reason.replace(/\s*[\r\n]+\s*/g, ' ')}`;
}

/** A path from a schema library's keys (zod gives `PropertyKey`s; a layout's are texts and indexes). */
export const pathOf = (keys: readonly PropertyKey[]): DocumentFault['path'] =>
  keys.map((key) => (typeof key === 'number' ? key : String(key)));

export function jsonPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '$';
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment))
      out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

export class LayoutError extends Error {
  readonly faults: readonly LayoutFault[];
  constructor(faults: readonly LayoutFault[]) {
    super(`${faults.length} layout fault(s):\n${faults.map(formatFault).join('\n')}`);
    this.name = 'LayoutError';
    this.faults = faults;
  }
}
