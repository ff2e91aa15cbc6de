// ED-04: what the layout editor needs of the layout language, without React: its edits, the
// widgets' props as form fields, and the files' formatting.

export { layoutFaults } from './check.ts';
export {
  addItem,
  faultsOfItem,
  itemLabel,
  type LayoutDocument,
  moveItem,
  type Path,
  removeItem,
  type SlotList,
  setWhen,
  slotLists,
} from './edits.ts';
export { formatLayout } from './format.ts';
export { formDefaults, type PropField, propFields, propsFromForm } from './propFields.ts';
