import { type CountdownProps, countdownContract } from '@newsroom/contracts/widgets/countdown';
import { countdownFace, parseTimerDate } from '@newsroom/machines';
import { safeHref } from '@newsroom/rules/safe-url';
import { Countdown } from '@newsroom/ui';
import { z } from 'zod';
import type { SiteConfig } from '../../content/editorial.ts';
import { defineScriptIsland } from '../../lib/defineIsland.ts';
import { defineWidget } from '../types.ts';

/** What the page and the script get of the config: the target as epoch ms, already parsed. */
export interface CountdownData {
  title: string;
  eventText: string;
  href: string;
  /** Epoch ms; 0 (the epoch) when the editors' text is not of the form: live. */
  target: number;
  /** The server's clock when it rendered (epoch ms): the face the HTML shows. */
  renderedAt: number;
}

/** The countdown from the `dptimerwidget` config, or null when switched off or a text is amiss. */
export function readCountdown(config: SiteConfig, now: number): CountdownData | null {
  const read = z
    .object({
      dptimerwidget_enable: z.literal('1'),
      dptimerwidget_title: z.string().trim().min(1).max(80),
      dptimerwidget_datetime: z.string(),
      dptimerwidget_ctaText: z.string().trim().max(160).default(''),
      dptimerwidget_ctaLink: z.string(),
    })
    .safeParse(config);
  if (!read.success) return null;
  const href = safeHref(read.data.dptimerwidget_ctaLink);
  if (!href) return null;
  return {
    title: read.data.dptimerwidget_title,
    eventText: read.data.dptimerwidget_ctaText,
    href,
    target: parseTimerDate(read.data.dptimerwidget_datetime),
    renderedAt: now,
  };
}

/** The site's class names on the headless Countdown (styles/home.css). */
const CLASS_NAMES = {
  title: 'widget__title',
  event: 'countdown__event',
  parts: 'countdown__parts',
  part: 'countdown__part',
  timer: 'countdown__timer',
  unit: 'countdown__unit',
  figure: 'countdown__figure',
  unitLabel: 'countdown__unit-label',
  live: 'countdown__live',
  cta: 'countdown__cta',
};

export function CountdownView({ props, data }: { props: CountdownProps; data: CountdownData | null }) {
  if (!data) return null;
  return (
    <Countdown
      className="widget countdown"
      classNames={CLASS_NAMES}
      face={countdownFace(data.target, data.renderedAt)}
      title={props.title ?? data.title}
      eventText={data.eventText}
      href={data.href}
    />
  );
}

/**
 * HM-08: the event countdown. The server renders the face of the request's moment, so the page
 * reads without JavaScript; the script island (countdown.script.ts) ticks it once a second.
 */
export const countdown = defineWidget(countdownContract, {
  load: async (ctx) => readCountdown(await ctx.content.editorial.config('dptimerwidget'), Date.now()),
  View: defineScriptIsland('countdown', CountdownView),
});
