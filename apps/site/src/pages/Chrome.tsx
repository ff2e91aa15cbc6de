import { Island } from '@newsroom/composer';
import { publication } from '@newsroom/rules/publication';
import type { ReactNode } from 'react';
import { mayNudge, useChromeFacts } from '../lib/readerTier.ts';
import { navSections } from '../lib/sections.ts';
import PrimeLoginMemoIsland from '../paywall/prime-login-memo.island.tsx';
import PrimeNudgeIsland from '../paywall/prime-nudge.island.tsx';

/** Pages that are themselves the way to Prime, or to signing in: no nudge bar there. */
const NO_NUDGE_PATHS = new Set(['/login', '/subscribe']);

/**
 * Header, navigation and footer around every page. Static, except the AR-16 Prime nudge bar for
 * readers who are neither Prime nor first-time eligible: an island that wakes on the first scroll.
 */
export function Chrome({
  children,
  current,
  nudgeBar = true,
}: {
  children: ReactNode;
  current?: string;
  /** False where the page makes its own Prime offer (a story under a paywall, AB-09). */
  nudgeBar?: boolean;
}) {
  const facts = useChromeFacts();
  const { tier, path, trialEligible, primeNudge } = facts;
  const nudge = nudgeBar && mayNudge(facts) && primeNudge && !NO_NUDGE_PATHS.has(path);
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="masthead">
        <div className="masthead__inner">
          <a className="masthead__logo" href="/" aria-label={`${publication.name} home`}>
            <span className="masthead__the">The</span> Economic Ledger
          </a>
          <div className="masthead__account">
            {tier === 'prime' ? (
              <span className="masthead__member">
                {publication.primeName} member
                {/* AB-09: this browser remembers the Prime login, for the paywall's login nudge. */}
                <Island hydrate="idle" as="span">
                  <PrimeLoginMemoIsland />
                </Island>
              </span>
            ) : (
              <a className="masthead__prime" href="/prime" aria-label={publication.primeName}>
                <span className="masthead__prime-brand">{publication.shortName} </span>Prime
              </a>
            )}
            {tier === 'anonymous' ? (
              <a className="masthead__signin" href={`/login?return=${encodeURIComponent(path)}`}>
                Sign in
              </a>
            ) : (
              <form method="post" action="/logout" className="masthead__signout">
                <button type="submit">Sign out</button>
              </form>
            )}
          </div>
        </div>
        <nav className="nav" aria-label="Sections">
          <ul className="nav__list">
            {navSections.map((section) => (
              <li key={section.id}>
                <a href={section.path} aria-current={section.path === current ? 'page' : undefined}>
                  {section.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {nudge && (
          <Island hydrate="scroll">
            <PrimeNudgeIsland
              trialEligible={trialEligible}
              ctaText={primeNudge.ctaText}
              trialText={primeNudge.trialText}
            />
          </Island>
        )}
      </header>
      <main id="content" className="page">
        {children}
      </main>
      <footer className="footer">
        <p>
          © {publication.name}. Demo publication: all stories, people and figures on this site are generated.
        </p>
      </footer>
    </>
  );
}
