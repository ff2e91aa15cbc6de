import { describe, expect, it } from 'vitest';
import { articleGate } from './gate.ts';

describe('articleGate (AB-07, AB-08, AB-25)', () => {
  it.each([
    ['a premium story, anonymous reader', true, 'anonymous', {}, 'plain'],
    ['a premium story, signed-in reader', true, 'loggedIn', {}, 'plain'],
    ['a premium story, Prime reader', true, 'prime', {}, 'none'],
    ['a free story', false, 'anonymous', {}, 'none'],
    ['a free story with ?adaptive=1', false, 'loggedIn', { adaptive: '1' }, 'adaptive'],
    ['a free story with ?adaptive=0', false, 'anonymous', { adaptive: '0' }, 'none'],
    ['?adaptive=1 for a Prime reader', false, 'prime', { adaptive: '1' }, 'none'],
    ['a premium story with ?adaptive=1 stays plain', true, 'anonymous', { adaptive: '1' }, 'plain'],
  ] as const)('%s: %s', (_, prime, tier, query, gate) => {
    expect(articleGate({ prime, subsec1: '13352306' }, { tier, geo: 'IN' }, query)).toBe(gate);
  });

  it.each([
    ['outside India on the tech section: no gate', '13357270', 'other', 'none'],
    ['in India on the tech section: gated', '13357270', 'IN', 'plain'],
    ['outside India on another section: gated', '13352306', 'other', 'plain'],
  ] as const)('AB-07 a premium story, a reader who is not Prime, %s', (_, subsec1, geo, gate) => {
    expect(articleGate({ prime: true, subsec1 }, { tier: 'anonymous', geo }, {})).toBe(gate);
    expect(articleGate({ prime: true, subsec1 }, { tier: 'loggedIn', geo }, { adaptive: '1' })).toBe(gate);
  });
});
