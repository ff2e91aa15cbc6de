import type { FamilyName, FamilyText } from './family-text.ts';

// Phrasebooks of the home page's sections that came after the first seed (HM-12): property
// for Digital Real Estate. Spread last into `families`, so its new keywords take ids after
// every older one and no topic page moves.

export const homeFamilies = {
  realty: {
    headlines: [
      'Housing sales in {city} rise {bigpct}% as buyers return to ready homes',
      '{company} to build {count} towers in {city} in a Rs {investment} crore project',
      'Home loan rates: what a {bps} basis point cut means for your EMI',
      'Why office leasing in {city} is at a record high',
      'REITs draw retail investors looking for a steady rental income',
      'Plotted developments gain favour with buyers in {state}',
      'Luxury homes above Rs 4 crore lead sales growth in {city}',
      'Stamp duty cut in {state} lifts property registrations by {bigpct}%',
      'Co-living operators expand in {city} as students and young workers return',
      'Warehousing demand in {state} grows on e-commerce and manufacturing',
    ],
    synopses: [
      'Developers say buyers prefer homes they can move into now, and launches have slowed to match.',
      'Lower rates and steady prices have brought first-time buyers back, brokers in {city} say.',
      'Global firms setting up capability centres are taking most of the new office space.',
      'The listed trusts pay out most of their rent, which has made them a steady-income choice.',
    ],
    sentences: [
      'Sales of new homes in {city} rose {bigpct}% in the quarter, data from a property consultant showed.',
      'Unsold inventory fell to about {count} months of sales, the lowest in {years} years.',
      'Average prices rose {pct}% from a year earlier, led by the city’s eastern suburbs.',
      '{company} said the project would be completed in phases by {year}.',
      'Office absorption in {city} reached {count} million square feet in the first nine months.',
      'Home loan disbursements grew {bigpct}% as banks competed for salaried borrowers.',
      'Rental yields in the city’s business districts have held between {pct}% and 4%.',
      'Developers with strong balance sheets have gained share from smaller builders.',
      'The state’s decision to cut stamp duty for women buyers has lifted registrations.',
      'Warehousing leases in {state} grew {bigpct}% on demand from online retailers.',
    ],
    quotes: [
      '“Buyers today want delivered homes from developers they trust,” said {executive} of {company}.',
      '“Rates matter less than confidence in the job market,” said {analyst}, who tracks housing.',
    ],
    subheads: ['The numbers', 'Where demand is', 'What buyers pay', 'The outlook'],
    listItems: [
      'Sales up {bigpct}% in the quarter',
      'Prices up {pct}% from a year earlier',
      'Inventory at {count} months of sales',
      'Completion by {year}',
    ],
    captions: ['A housing project under construction in {city}.', 'Office towers in {city}.'],
    keywords: ['Real estate', 'Housing', 'Home loans', 'REITs', 'Commercial real estate'],
  },
} satisfies Partial<Record<FamilyName, FamilyText>>;
