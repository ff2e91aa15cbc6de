export * from './comments/index.ts';
export * from './font-size/index.ts';
