export * from './author-card/index.ts';
export * from './comments/index.ts';
export * from './font-size/index.ts';
export * from './mail/index.ts';
