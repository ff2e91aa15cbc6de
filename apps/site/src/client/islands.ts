import { startIslands } from '@newsroom/composer/islands/runtime';

// One chunk per island: each file in src/islands named `{name}.island.tsx` is an island called
// `{name}`, loaded only when a marker of that name on the page is triggered.
const loaders = import.meta.glob('../islands/*.island.tsx');
const byName = new Map(
  Object.entries(loaders).map(
    ([path, load]) => [path.replace(/^.*\/(.+)\.island\.tsx$/, '$1'), load] as const,
  ),
);

startIslands({
  names: [...byName.keys()],
  hydrator: async (marker, name, props) => {
    const { hydrateIsland } = await import('@newsroom/composer/islands/hydrate');
    await hydrateIsland(marker, byName.get(name)!, props);
  },
  onError: (name, error) => console.error(`island ${name} failed`, error),
});
