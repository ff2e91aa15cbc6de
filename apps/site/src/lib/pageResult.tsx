import type { ReactElement } from 'react';

/** What a page says of itself in the document's head. */
export interface Head {
  title: string;
  description?: string;
  canonical?: string;
  robots?: string;
  /** Seconds after which the browser loads the page again by itself (PS-04's waiting page). */
  refreshSeconds?: number;
  jsonLd?: readonly unknown[];
  /**
   * False for pages that carry no script at all (the print view): set in the fallback faces, and
   * without the input capture.
   */
  webFonts?: boolean;
  /** Small inline scripts that must run before first paint (e.g. the reader's font size). */
  inlineScripts?: readonly string[];
}

/** A page ready to send: status, head, body tree and how a CDN may cache it. */
export interface PageResult {
  status: number;
  head: Head;
  body: ReactElement;
  /** Seconds a shared cache may keep it; 0 for never. */
  maxAge: number;
  redirect?: string;
  /** A cookie to set with the answer (sign-in, sign-out). */
  setCookie?: string;
  /**
   * Some of the page's data could not be had (the backend failed or was late), so parts are
   * missing: shown to this reader, but never cached, and a last good copy is preferred to it.
   */
  incomplete?: boolean;
  /** AB-06: the body alone, as HTML to place in a page already open (no document around it). */
  fragment?: boolean;
  /**
   * React's `identifierPrefix` for the render: a fragment joins a page rendered apart, so its
   * `useId` ids (islands' among them) need a prefix of their own to stay unique in that page.
   */
  idPrefix?: string;
}

/** A redirect; 303 after a form, so the browser follows it with a GET. */
export function redirectTo(path: string, status = 303, maxAge = 0): PageResult {
  return { status, redirect: path, maxAge, head: { title: '' }, body: <></> };
}
