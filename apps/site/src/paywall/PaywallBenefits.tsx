import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { Ref } from 'react';
import type { BenefitGroup } from '../content/schemas.ts';

export interface PaywallBenefitsProps {
  title: string;
  groups: readonly BenefitGroup[];
  /** A story not to show (the one the reader is on). */
  exceptMsid?: string;
  /** AB-09: the rotation's position; each benefit shows its story at `index` (wrapping). */
  index: number;
  /** The section, for the rotation's visibility and the sticky footer's trigger. */
  sectionRef?: Ref<HTMLElement>;
  onPause?: (by: 'hover' | 'focus') => void;
  onResume?: (by: 'hover' | 'focus') => void;
}

/**
 * AB-09 the benefits section under the blocker: Prime's clustered benefits from the backend,
 * each shown by one of its newest Prime stories, which rotate (every 3500 ms while the section
 * is in view; the machine decides). A story line has a fixed height, so a rotation moves nothing.
 * Pointing at or tabbing into the section holds the rotation (WCAG 2.2.2).
 */
export function PaywallBenefits({
  title,
  groups,
  exceptMsid,
  index,
  sectionRef,
  onPause,
  onResume,
}: PaywallBenefitsProps) {
  return (
    <section
      ref={sectionRef}
      className="paywall-benefits"
      aria-labelledby="paywall-benefits-title"
      onMouseEnter={() => onPause?.('hover')}
      onMouseLeave={() => onResume?.('hover')}
      onFocus={() => onPause?.('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume?.('focus');
      }}
    >
      <h2 id="paywall-benefits-title" className="paywall-benefits__title">
        {title}
      </h2>
      {groups.map((group) => (
        <div key={group.id} className="paywall-benefits__group">
          <h3 className="paywall-benefits__group-title">{group.title}</h3>
          <ul className="paywall-benefits__list">
            {group.benefits.map((benefit) => (
              <BenefitItem key={benefit.title} benefit={benefit} exceptMsid={exceptMsid} index={index} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function BenefitItem({
  benefit,
  exceptMsid,
  index,
}: {
  benefit: BenefitGroup['benefits'][number];
  exceptMsid: string | undefined;
  index: number;
}) {
  const image = safeMediaUrl(benefit.image);
  const stories = benefit.stories.flatMap((story) => {
    const href = safeHref(story.url);
    return href && story.msid !== exceptMsid ? [{ ...story, href }] : [];
  });
  const story = stories.length > 0 ? stories[index % stories.length] : undefined;
  return (
    <li className="benefit">
      {image ? (
        <img className="benefit__image" src={image} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="benefit__image" aria-hidden="true" />
      )}
      <div className="benefit__words">
        <h4 className="benefit__title">{benefit.title}</h4>
        {benefit.text && <p className="benefit__text">{benefit.text}</p>}
        {story && (
          // Rotating text is not announced: a screen reader would hear a new story every 3.5 s.
          <p className="benefit__story" aria-live="off" data-msid={story.msid}>
            <a href={story.href}>{story.title}</a>
          </p>
        )}
      </div>
    </li>
  );
}
