export {
  SHARE_COPIED_RESET_MS,
  SHARE_TARGETS,
  type ShareContext,
  type ShareEvent,
  type ShareInput,
  type ShareMachine,
  type ShareStatus,
  type ShareTarget,
  selectShareStatus,
  shareLinks,
  shareMachine,
} from './share.machine.ts';
