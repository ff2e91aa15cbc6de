/** `items` in groups of `size`, in order; the last group may hold fewer (carousel pages). */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += step) groups.push(items.slice(i, i + step));
  return groups;
}
