import { countdownContract } from '@newsroom/contracts/widgets/countdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountdownView, readCountdown } from './countdown.tsx';

// HM-08 the countdown on the server: the state of the request's moment, readable without
// JavaScript, from the `dptimerwidget` config; a target not of the form shows live.

const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const config = {
  dptimerwidget_enable: '1',
  dptimerwidget_title: 'Ledger Startup Summit 2026',
  dptimerwidget_datetime: '12/12/2026 10:00 AM',
  dptimerwidget_ctaText: 'Bengaluru, 12–13 December',
  dptimerwidget_ctaLink: '/events/startup-founders-forum',
};
const props = countdownContract.props.parse({});
const render = (data: ReturnType<typeof readCountdown>) =>
  renderToStaticMarkup(<CountdownView props={props} data={data} />);

describe('HM-08 countdown: what the server renders', () => {
  it('before zero: Register Now with hours, minutes and seconds left, the live part hidden', () => {
    const html = render(readCountdown(config, ist('2026-12-11T08:58:57')));
    expect(html).toContain('data-state="counting"');
    expect(html).toMatch(/data-countdown-unit="hours">25</);
    expect(html).toMatch(/data-countdown-unit="minutes">01</);
    expect(html).toMatch(/data-countdown-unit="seconds">03</);
    expect(html).toContain('>Register Now</a>');
    expect(html).toMatch(/data-countdown-part="live" hidden=""/);
    expect(html).toContain('href="/events/startup-founders-forum"');
    expect(html).toContain('Bengaluru, 12–13 December');
  });

  it('at zero and after: LIVE and Watch Now, the count hidden', () => {
    for (const now of [ist('2026-12-12T10:00:00'), ist('2026-12-13T10:00:00')]) {
      const html = render(readCountdown(config, now));
      expect(html).toContain('data-state="live"');
      expect(html).toContain('>Watch Now</a>');
      expect(html).toMatch(/data-countdown-part="counting" hidden=""/);
    }
  });

  it('a target not of the form m/d/y h:mm AM|PM counts as the epoch: live at once', () => {
    for (const datetime of ['2026-12-12 10:00', '12/12/2026 10:00', 'soon', '']) {
      const data = readCountdown({ ...config, dptimerwidget_datetime: datetime }, ist('2026-11-26T10:00:00'));
      expect(data?.target).toBe(0);
      expect(render(data)).toContain('data-state="live"');
    }
  });

  it('nothing while switched off, or with an unsafe link or no title', () => {
    const now = ist('2026-11-26T10:00:00');
    expect(readCountdown({ ...config, dptimerwidget_enable: '0' }, now)).toBeNull();
    expect(readCountdown({ ...config, dptimerwidget_ctaLink: 'javascript:alert(1)' }, now)).toBeNull();
    expect(readCountdown({ ...config, dptimerwidget_title: ' ' }, now)).toBeNull();
    expect(readCountdown({}, now)).toBeNull();
    expect(render(null)).toBe('');
  });

  it('is a script island woken in view; a layout may set its heading', () => {
    expect(countdownContract.hydrate).toBe('visible');
    expect(countdownContract.props.parse({ title: 'Summit' })).toEqual({ title: 'Summit' });
    expect(countdownContract.props.safeParse({ title: '' }).success).toBe(false);
    expect(countdownContract.props.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
