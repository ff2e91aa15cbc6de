// Escaping for the XML and SVG answers: every text and attribute value goes through here, and
// characters XML 1.0 cannot carry at all are dropped.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string | number): string {
  return String(value)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/[&<>"']/g, (char) => entities[char] as string);
}

/** `<name>text</name>`, the text escaped; `name` is always one of ours. */
export function element(name: string, text: string | number): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
