import type { Random } from '../random.ts';
import type { StoryPlan } from './plan.ts';

// Who a story and its pictures are credited to. House and partner names match the lists in
// contract.ts, which the site uses to hide credits (AB-02); the special names exercise the
// agency-dependent disclaimers (AB-21).

const wireAgencies = ['PTI', 'Reuters', 'Bloomberg', 'IANS', 'ANI', 'AFP'];
const pictureWires = ['Reuters', 'AFP', 'PTI', 'Bloomberg', 'Getty Images', 'iStock', 'ANI'];

export function pictureAgency(random: Random, plan: Pick<StoryPlan, 'family'>): string {
  if (plan.family === 'partner') return 'ET Spotlight';
  const roll = random.next();
  if (roll < 0.3) return random.pick(['ET Bureau', 'ET Online']);
  if (roll < 0.9) return random.pick(pictureWires);
  return 'Agencies';
}

export type Byline = { agency: string; authors: 'none' | 'staff' | 'guest'; count: 1 | 2 };

export function chooseByline(random: Random, plan: StoryPlan): Byline {
  if (plan.family === 'partner')
    return {
      agency: plan.index % 5 === 0 ? 'ET Spotlight Special' : 'ET Spotlight',
      authors: 'none',
      count: 1,
    };
  if (plan.family === 'opinion' || (plan.family === 'learning' && random.chance(0.5))) {
    return random.chance(0.7)
      ? { agency: 'ET Contributors', authors: 'guest', count: 1 }
      : { agency: 'ET Bureau', authors: 'staff', count: 1 };
  }
  // Outside experts write now and then in the sections where the paper has contributors.
  if (
    ['wealth', 'funds', 'smallbiz', 'lifestyle', 'defence', 'economy'].includes(plan.family) &&
    random.chance(0.12)
  ) {
    return { agency: 'ET Contributors', authors: 'guest', count: 1 };
  }
  if (plan.prime === 0 && !plan.showcase && random.chance(0.12)) {
    return { agency: random.pick(wireAgencies), authors: random.chance(0.3) ? 'staff' : 'none', count: 1 };
  }
  const count = random.chance(0.25) ? 2 : 1;
  if (plan.prime === 1) return { agency: 'ET Prime', authors: 'staff', count };
  if (['markets', 'crypto', 'funds'].includes(plan.family) && random.chance(0.6)) {
    return { agency: 'ETMarkets.com', authors: 'staff', count };
  }
  return { agency: random.chance(0.7) ? 'ET Bureau' : 'ET Online', authors: 'staff', count };
}

/** A handful of stories from the agencies that carry their own disclaimers. */
export const disclaimerAgencies = ['The Feed', 'SmartKarma Plus - India', 'Team Productline'];
