export { stickyBarMachine } from './stickyBar.machine.ts';
