import type { ReactNode } from 'react';

/**
 * A part of an island that stays the server's HTML. On the server it renders `children`; in the
 * browser (no children) React takes the element as it finds it and never looks inside, so what
 * the server rendered there — server-only markup, or an island of its own (HM-02's markets
 * widget inside top news) — is kept as it is through hydration and every update.
 */
export function KeptHtml({ className, children }: { className?: string; children?: ReactNode }) {
  if (children !== undefined) return <div className={className}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: React leaves the server's HTML in place
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
