import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AD_SLOT_NAMES } from '@newsroom/rules/ads';
import { describe, expect, it } from 'vitest';

// AB-23 every slot of the shared list (packages/rules/src/ads.ts, which the backend serves) has a
// place in some layout: a slot the backend fills and no page shows is inventory nobody sells.

const folder = fileURLToPath(new URL('../../../../layouts/', import.meta.url));
const layouts = readdirSync(folder).filter((file) => file.endsWith('.json'));

/** Every ad slot a layout places, wherever (regions, variants, fragments, inserts). */
function placedSlots(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const each of node) placedSlots(each, into);
  else if (node && typeof node === 'object') {
    const { widget, props } = node as { widget?: unknown; props?: { slot?: unknown } };
    if (widget === 'ad-slot' && typeof props?.slot === 'string') into.add(props.slot);
    // The video slot's widget names its slot by default (`video`).
    if (widget === 'video-ad-slot') into.add(typeof props?.slot === 'string' ? props.slot : 'video');
    for (const value of Object.values(node)) placedSlots(value, into);
  }
  return into;
}

describe('AB-23 every ad slot has a place', () => {
  it('AB-23 each slot of the shared list is placed by a layout, and no layout names another', () => {
    const placed = new Set<string>();
    for (const file of layouts) placedSlots(JSON.parse(readFileSync(`${folder}${file}`, 'utf8')), placed);
    expect([...placed].sort()).toEqual([...AD_SLOT_NAMES].sort());
  });
});
