// ED-04: what the layout editor needs of the layout language, without React: its edits, the
// widgets' props as form fields, and the files' formatting.

export { checkLayout, layoutFaults } from './check.ts';
export {
  addItem,
  faultsOfItem,
  itemLabel,
  type LayoutDocument,
  moveItem,
  type Path,
  removeItem,
  type SlotList,
  setProps,
  setWhen,
  slotLists,
  slotSettings,
} from './edits.ts';
export { formatLayout } from './format.ts';
export {
  editedProps,
  formDefaults,
  formValuesOf,
  type PropField,
  propFields,
  propRefusals,
  propsFromForm,
} from './propFields.ts';
