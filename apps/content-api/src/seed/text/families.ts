import { businessFamilies } from './business-families.ts';
import type { FamilyName, FamilyText } from './family-text.ts';
import { featureFamilies } from './feature-families.ts';
import { homeFamilies } from './home-families.ts';
import { moneyFamilies } from './money-families.ts';
import { newsFamilies } from './news-families.ts';

export const families: Record<FamilyName, FamilyText> = {
  ...moneyFamilies,
  ...businessFamilies,
  ...newsFamilies,
  ...featureFamilies,
  // Last: its keywords take ids after every older one (keywords.ts).
  ...homeFamilies,
};
