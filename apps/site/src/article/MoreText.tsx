import type { ReactNode } from 'react';

/**
 * AB-15 / AB-21: a text shown short with a toggle to the whole of it and back, as a native
 * disclosure (`<details>`), so it works without JavaScript, by keyboard and with a screen reader
 * (the summary is a button that says whether it is expanded). The short text sits before the
 * disclosure and is hidden by CSS while it is open (`.more-text:has(details[open])`).
 */
export function MoreText({
  short,
  full,
  more = 'Show more',
  less = 'Show less',
  className,
}: {
  short: ReactNode;
  full: ReactNode;
  more?: ReactNode;
  less?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `more-text ${className}` : 'more-text'}>
      <p className="more-text__short">{short}</p>
      <details className="more-text__details">
        <summary className="more-text__toggle">
          <span className="more-text__more">{more}</span>
          <span className="more-text__less">{less}</span>
        </summary>
        <p className="more-text__full">{full}</p>
      </details>
    </div>
  );
}
