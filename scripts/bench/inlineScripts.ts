/**
 * The inline scripts a page's HTML carries, as the server sent them: every `<script>` without a
 * `src` whose type the browser runs as JavaScript (none, a JavaScript MIME type, or `module`),
 * so data blocks (`application/ld+json`, `application/json`, import maps) are left out. Read from
 * the HTML rather than the live page because a script may remove itself once it has run (the
 * input capture in the head) and still costs its bytes before interaction.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (type && !JAVASCRIPT_TYPES.has(value)) continue;
    scripts.push(code);
  }
  return scripts;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src(?:\s*=|\s|$)/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** The HTML standard's JavaScript MIME type essences, `module`, and an empty type. */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
