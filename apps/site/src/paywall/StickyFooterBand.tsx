export interface StickyFooterBandProps {
  shown: boolean;
  text: string;
  cta: { href: string; text: string };
  onClose: () => void;
}

/**
 * AB-09 the sticky footer band: a line and the offer, fixed at the bottom of the window once the
 * benefits section nears the top (the machine decides). Fixed, so it moves nothing when it
 * comes; closing it hides it for 24 hours.
 */
export function StickyFooterBand({ shown, text, cta, onClose }: StickyFooterBandProps) {
  return (
    <section
      className="paywall-band"
      aria-label="Prime offer"
      hidden={!shown}
      data-state={shown ? 'shown' : 'hidden'}
    >
      <div className="paywall-band__inner">
        <p className="paywall-band__text">{text}</p>
        <a className="paywall-band__cta" href={cta.href}>
          {cta.text}
        </a>
        <button
          type="button"
          className="paywall-band__close"
          aria-label="Close the Prime offer"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
