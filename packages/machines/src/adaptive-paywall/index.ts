export * from './adaptivePaywall.machine.ts';
