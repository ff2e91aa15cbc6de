export * from './author-card/index.ts';
export * from './bookmark/index.ts';
export * from './comments/index.ts';
export * from './font-size/index.ts';
export * from './mail/index.ts';
export * from './prime-nudge/index.ts';
export * from './share/index.ts';
export * from './sticky-bar/index.ts';
