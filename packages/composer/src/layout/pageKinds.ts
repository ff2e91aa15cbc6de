export const pageKinds = ['article', 'home', 'category', 'video'] as const;
export type PageKind = (typeof pageKinds)[number];

export const regionNames = [
  'top',
  'main',
  'aside',
  'inserts',
  'toolbar',
  'left',
  'right',
  'premium',
] as const;
export type RegionName = (typeof regionNames)[number];
