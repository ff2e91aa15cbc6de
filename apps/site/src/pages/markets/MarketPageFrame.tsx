import type { ReactNode } from 'react';
import { Chrome } from '../Chrome.tsx';

/**
 * The frame of a market page (AB-20, HM-04): the page's heading and a line saying what it is,
 * a way back up (`trail`), then its figures. Everything is server HTML; no script.
 */
export function MarketPageFrame({
  title,
  intro,
  trail,
  children,
}: {
  title: string;
  intro?: ReactNode;
  trail?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <Chrome current="/markets">
      <div className="market-page">
        <header className="market-page__header">
          {trail && (
            <p className="market-page__trail">
              <a href={trail.href}>{trail.label}</a>
            </p>
          )}
          <h1 className="category__title market-page__title">{title}</h1>
          {intro && <p className="market-page__intro">{intro}</p>}
        </header>
        {children}
      </div>
    </Chrome>
  );
}
