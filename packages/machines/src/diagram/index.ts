export * from './machineGraph.ts';
