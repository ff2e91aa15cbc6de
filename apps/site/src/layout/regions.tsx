import {
  Island,
  IslandsRendered,
  islandNameOf,
  type RegionName,
  type ResolvedSlot,
} from '@newsroom/composer';
import { ANALYTICS_SLOT_ATTR, slotPlaceAttribute } from '@newsroom/rules/analytics';
import { useContext } from 'react';
import { ContentUnavailable } from '../content/http.ts';
import { MarketUnavailable } from '../content/markets/client.ts';
import { PromoUnavailable } from '../content/promos/client.ts';
import { widgetsById } from '../widgets/registry.ts';
import type { AnyWidget, WidgetContext } from '../widgets/types.ts';

export interface LoadedSlot {
  key: string;
  widget: AnyWidget;
  props: Record<string, unknown>;
  data: unknown;
  /** The slot's override, else the widget's own trigger. */
  hydrate: AnyWidget['hydrate'];
  /** Inserts: the paragraph break index. */
  at?: number;
  /** Where the layout placed it (X-02 counts impressions and clicks by it). */
  place: ResolvedSlot['place'];
}

export type Log = (message: string) => void;

/** Told of every slot left out because its data could not be had (backend down, slow or broken). */
export type MissingData = (slotKey: string) => void;

class LateData extends Error {
  override name = 'LateData';
}

/**
 * Loads every resolved slot at once, each under the deadline. A widget that fails or is late is
 * logged and left out: the page never fails because a widget did. When the cause is the
 * backend (unavailable, or later than the deadline) `missing` hears of it, so the page is known to
 * be incomplete and is not cached; a widget that refuses its data (a rule, a bad answer's shape
 * it checks itself) is simply absent, as it would be on every render.
 */
export async function loadSlots(
  slots: readonly ResolvedSlot[] | undefined,
  ctx: WidgetContext,
  deadlineMs: number,
  log: Log,
  missing: MissingData = () => {},
): Promise<LoadedSlot[]> {
  const loaded = await Promise.all(
    (slots ?? []).map(async (slot): Promise<LoadedSlot | null> => {
      const widget = widgetsById.get(slot.widget);
      if (!widget) return null;
      try {
        const data = await withDeadline(widget.load({ ...ctx, log }, slot.props), deadlineMs);
        return {
          key: slot.key,
          widget,
          props: slot.props,
          data,
          hydrate: slot.hydrate ?? widget.hydrate,
          place: slot.place,
          ...(slot.at !== undefined ? { at: slot.at } : {}),
        };
      } catch (error) {
        log(`widget ${slot.widget} (${slot.key}) left out: ${(error as Error).message}`);
        if (backendFailed(error)) missing(slot.key);
        return null;
      }
    }),
  );
  return loaded.filter((slot) => slot !== null);
}

/** The backend failed (down, late, or a 5xx from its market calls), not the widget's own rule. */
function backendFailed(error: unknown): boolean {
  return (
    error instanceof ContentUnavailable ||
    error instanceof LateData ||
    (error instanceof MarketUnavailable && (error.status ?? 0) >= 500) ||
    (error instanceof PromoUnavailable && (error.status ?? 0) >= 500)
  );
}

export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LateData(`no data within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Renders loaded slots in layout order; interactive widgets become islands. */
export function Region({ name, slots }: { name: RegionName; slots: readonly LoadedSlot[] }) {
  if (slots.length === 0) return null;
  return (
    <div className={`region region--${name}`} data-region={name}>
      {slots.map((slot) => (
        <SlotView key={slot.key} slot={slot} />
      ))}
    </div>
  );
}

/** Not an island: the name under which a page's slots ask for the script that starts the tracker. */
const ANALYTICS_SCRIPT = 'analytics';

/**
 * One slot: static HTML, or the widget's island. A widget that hydrates has its island as its
 * view (widgets/registry.ts), so the island is the element rendered here and names itself. A
 * layout's `hydrate` on a static widget (a layout fault the check reports) leaves it static.
 */
export function SlotView({ slot: { widget, props, data, hydrate, key, place } }: { slot: LoadedSlot }) {
  const view = <widget.View props={props} data={data} />;
  // The page's script boots the tracker too: a page of static slots only still loads it.
  useContext(IslandsRendered)?.add(ANALYTICS_SCRIPT);
  // the element the browser's tracker watches and counts clicks in, with where it was placed.
  const tracked = { [ANALYTICS_SLOT_ATTR]: slotPlaceAttribute({ ...place, slot: key }) } as const;
  if (hydrate === 'none' || islandNameOf(widget.View) === undefined) {
    return (
      <div data-widget={widget.id} data-slot={key} {...tracked}>
        {view}
      </div>
    );
  }
  return (
    <Island hydrate={hydrate} data={tracked}>
      {view}
    </Island>
  );
}
