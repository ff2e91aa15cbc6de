import type { PageKind } from '@newsroom/composer/layout';

/** ED-04: the form fields the layout editor posts to `/_preview/render`: the page kind and the draft as JSON. */
export const DRAFT_FIELDS = { kind: 'kind', layout: 'layout' } as const;

/** The kinds the preview renders (ED-03: article, home and section pages; a Prime article's too). */
export const PREVIEWED_KINDS: readonly PageKind[] = ['article', 'article-premium', 'home', 'category'];
