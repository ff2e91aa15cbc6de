export * from './font-size/index.ts';
