/** ED-04: the layout editor's page and the JSON calls its island makes (the site's own origin). */
export const LAYOUT_EDITOR_PATH = '/_editor/layouts';
export const LAYOUT_EDITOR_API = '/_editor/layouts/api/';
