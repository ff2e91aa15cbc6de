import type { BondAmount, BondTenure } from '@newsroom/machines';

/** AR-14: the spec's ranges as readers read them (Indian digit grouping: ₹1,00,000 is one lakh). */
export const bondAmountLabels: Record<BondAmount, string> = {
  'upto-10000': 'Up to ₹10,000',
  '10000-100000': '₹10,000 to ₹1,00,000',
  'above-100000': 'Over ₹1,00,000',
};

export const bondTenureLabels: Record<BondTenure, string> = {
  'below-1': 'Under 1 year',
  '1-3': '1 to 3 years',
  'above-3': 'Over 3 years',
};
