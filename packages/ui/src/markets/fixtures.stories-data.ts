// Made-up market rows for the stories of the AB-12 market components (no backend in Storybook).

export interface DemoRow {
  name: string;
  price: number;
  change: number;
}

export interface DemoAnswer {
  duration: '1d' | '1w';
  rows: DemoRow[];
}

const NAMES = [
  'Kaveri Steel',
  'Aadhar Bank',
  'Sahyadri Power',
  'Narmada Pharma',
  'Vindhya Cement',
  'Ganga Textiles',
];

/** Four rows for a view, the figures differing by view so a fetched view is told apart. */
export function demoAnswer(view: string, duration: '1d' | '1w' = '1d'): DemoAnswer {
  const seed = [...view].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const losers = view.endsWith('losers');
  return {
    duration,
    rows: NAMES.slice(0, 4).map((name, i) => ({
      name: `${name}${view.startsWith('bse') ? ' (BSE)' : ''}`,
      price: 100 + ((seed * (i + 3)) % 900),
      change: (losers ? -1 : 1) * (((seed + i * 7) % 50) / 10 + 0.1),
    })),
  };
}
