// Fills `{slot}` placeholders. A slot is a fixed word chosen once per article (so the same
// company runs through a whole story) or a generator called at each use (numbers, dates).

export type Slots = Record<string, string | (() => string)>;

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (slot === undefined) throw new Error(`unknown slot {${name}} in "${template}"`);
    return typeof slot === 'function' ? slot() : slot;
  });
}

/** Upper-cases the first letter, for templates that start with a slot. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 20)).replace(/-+$/, '');
}
