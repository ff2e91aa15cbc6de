export {
  BondFinder,
  BondFinderChoices,
  type BondFinderChoicesProps,
  BondFinderMissing,
  BondFinderOption,
  type BondFinderOptionProps,
  BondFinderRoot,
  type BondFinderRootProps,
  BondFinderSubmit,
  useBondFinder,
} from './BondFinder.tsx';
export { bondAmountLabels, bondTenureLabels } from './labels.ts';
