// The server bundle's public face: what server/main.ts (and the benchmark) use.
export { formatFault, LayoutError } from '@newsroom/composer';
export { readSiteEnv, type SiteEnv, SiteSettingError } from '../lib/env.ts';
export { type App, createApp } from './app.tsx';
export type { Assets } from './document.ts';
