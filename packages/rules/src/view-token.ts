// X-02, Hardening (issue 26.3): where a page's (or a stacked story's) signed view token sits. A
// module of its own: the stacked-story loader needs the name and must not carry the tracker's
// rules with it (a page whose reader refuses tracking loads none of them).

/** The element (a `<template>`, or a stacked story's root) whose attribute carries the token. */
export const ANALYTICS_VIEW_ATTR = 'data-analytics-view';
