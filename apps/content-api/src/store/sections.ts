import type { Kysely, Selectable } from 'kysely';
import type { Database, SectionTable } from './schema.ts';

export type SectionRow = Selectable<SectionTable>;

/** The section tree, read whole: it is small (about a hundred rows) and every list needs it. */
export interface SectionDirectory {
  get(id: number): SectionRow | undefined;
  /** From the top-level section down to `id`. */
  chain(id: number): SectionRow[];
  /** `id` and every section below it. */
  subtree(id: number): number[];
}

export async function loadSectionDirectory(db: Kysely<Database>): Promise<SectionDirectory> {
  const rows = await db.selectFrom('sections').selectAll().orderBy('position').execute();
  return buildSectionDirectory(rows);
}

export function buildSectionDirectory(rows: SectionRow[]): SectionDirectory {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row.id);
    children.set(row.parent_id, siblings);
  }
  return {
    get: (id) => byId.get(id),
    chain(id) {
      const chain: SectionRow[] = [];
      const seen = new Set<number>();
      for (let row = byId.get(id); row && !seen.has(row.id); row = lookup(byId, row.parent_id)) {
        seen.add(row.id);
        chain.unshift(row);
      }
      return chain;
    },
    subtree(id) {
      const ids: number[] = [];
      const pending = [id];
      while (pending.length > 0) {
        const next = pending.shift() as number;
        if (ids.includes(next)) continue;
        ids.push(next);
        pending.push(...(children.get(next) ?? []));
      }
      return ids;
    },
  };
}

function lookup(byId: Map<number, SectionRow>, id: number | null): SectionRow | undefined {
  return id === null ? undefined : byId.get(id);
}
