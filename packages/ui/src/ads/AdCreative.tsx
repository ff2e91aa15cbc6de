/**
 * AB-23 a house creative's face, headless: the advertiser, the headline, a line of text and the
 * call to action, with an optional picture, all one link to the click address. What the slot's
 * frame shows (the site renders it as the frame's own page). A partner's landing page opens in a
 * new tab and is marked sponsored; the publication's own opens in the page itself.
 */
export interface AdCreativeFace {
  id: number;
  advertiser: string;
  headline: string;
  body: string;
  cta: string;
  image: { url: string; width: number; height: number } | null;
  external: boolean;
}

export interface AdCreativeProps {
  creative: AdCreativeFace;
  /** Where a click goes first (the ad server counts it, then sends the reader on). */
  clickHref: string;
  className?: string;
  classNames?: Partial<Record<'picture' | 'advertiser' | 'headline' | 'body' | 'cta', string>>;
}

export function AdCreative({ creative, clickHref, className, classNames = {} }: AdCreativeProps) {
  return (
    <a
      className={className}
      href={clickHref}
      data-ad-creative={creative.id}
      data-picture={creative.image ? 'yes' : 'no'}
      // The frame's document is the site's own; the landing page replaces the reader's page, or
      // opens beside it for a partner's.
      target={creative.external ? '_blank' : '_top'}
      rel={creative.external ? 'sponsored noopener' : 'sponsored'}
    >
      {creative.image && (
        <img
          className={classNames.picture}
          src={creative.image.url}
          width={creative.image.width}
          height={creative.image.height}
          alt=""
        />
      )}
      <span className={classNames.advertiser}>{creative.advertiser}</span>
      <strong className={classNames.headline}>{creative.headline}</strong>
      <span className={classNames.body}>{creative.body}</span>
      <span className={classNames.cta}>
        {creative.cta}
        {creative.external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </span>
    </a>
  );
}
