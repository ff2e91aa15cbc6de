export {
  type ListExpanderContext,
  type ListExpanderEvent,
  type ListExpanderInput,
  type ListExpanderState,
  type ListExpanderView,
  listExpanderMachine,
  selectListExpander,
} from './listExpander.machine.ts';
