/** One thing wrong with a layout file, in the form editors see everywhere: `file: json.path: reason`. */
export interface LayoutFault {
  file: string;
  /** Dotted path with [index] for arrays, `$` for the whole document. */
  path: string;
  reason: string;
}

export function formatFault(fault: LayoutFault): string {
  return `${fault.file}: ${fault.path}: ${fault.reason}`;
}

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
