import { type CountdownFace, twoDigits } from '@newsroom/machines';

/**
 * HM-08 the countdown, headless: a heading, the event's line, and two parts in one box: before zero
 * hours, minutes and seconds with `Register Now`; at zero `LIVE` with `Watch Now` (spec §4).
 *
 * Both parts are always in the markup, the one not showing `hidden`: the server renders the part
 * of the request's moment, and the browser's countdown (a script, no React) only changes figures,
 * `hidden` and `data-state` (paintCountdown.ts), so the page reads without JavaScript and the box
 * never changes size when the script takes over or the count reaches zero (the site's CSS puts
 * both parts in one grid cell).
 *
 * The figures sit in a `timer` (implicitly not live: a screen reader is not told every second).
 */
export interface CountdownProps {
  face: CountdownFace;
  title: string;
  /** The event's line under the heading (the config's `ctaText`); left out when empty. */
  eventText?: string;
  /** Where Register Now and Watch Now lead (the config's `ctaLink`). */
  href: string;
  labels?: Partial<
    Record<'register' | 'watch' | 'live' | 'hours' | 'minutes' | 'seconds' | 'startsIn', string>
  >;
  className?: string;
  classNames?: Partial<
    Record<
      'title' | 'event' | 'parts' | 'part' | 'timer' | 'unit' | 'figure' | 'unitLabel' | 'live' | 'cta',
      string
    >
  >;
}

const DEFAULT_LABELS = {
  register: 'Register Now',
  watch: 'Watch Now',
  live: 'LIVE',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  startsIn: 'Starts in',
};

/** The units in the order shown; each figure's element is found by `data-countdown-unit`. */
export const COUNTDOWN_UNITS = ['hours', 'minutes', 'seconds'] as const;

export function Countdown({
  face,
  title,
  eventText,
  href,
  labels,
  className,
  classNames = {},
}: CountdownProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const counting = face.state === 'counting';
  return (
    <section className={className} data-countdown="" data-state={face.state}>
      <h2 className={classNames.title}>{title}</h2>
      {eventText ? <p className={classNames.event}>{eventText}</p> : null}
      <div className={classNames.parts}>
        <div className={classNames.part} data-countdown-part="counting" hidden={!counting}>
          <p className={classNames.timer} role="timer">
            <span className="visually-hidden">{text.startsIn} </span>
            {COUNTDOWN_UNITS.map((unit) => (
              <span key={unit} className={classNames.unit}>
                <span className={classNames.figure} data-countdown-unit={unit}>
                  {twoDigits(face[unit])}
                </span>{' '}
                <span className={classNames.unitLabel}>{text[unit]}</span>{' '}
              </span>
            ))}
          </p>
          <a className={classNames.cta} href={href}>
            {text.register}
          </a>
        </div>
        <div className={classNames.part} data-countdown-part="live" hidden={counting}>
          <p className={classNames.live}>{text.live}</p>
          <a className={classNames.cta} href={href}>
            {text.watch}
          </a>
        </div>
      </div>
    </section>
  );
}
