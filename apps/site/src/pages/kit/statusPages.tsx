import { publication } from '@newsroom/rules/publication';
import type { PageResult } from '../../lib/pageResult.tsx';
import { StatusPage } from '../StatusPage.tsx';

// The pages every route may end in (not found, refused, unavailable, failed), shared by the
// dispatcher and the loaders so that no loader imports the dispatcher back.

export function notFoundPage(): PageResult {
  return {
    status: 404,
    maxAge: 60,
    head: { title: `Page not found | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage
        heading="Page not found"
        message="We could not find that page. The story may have moved, or the address may be mistyped."
      />
    ),
  };
}

/** A refusal or failure in words, e.g. 413 for a form too large to read. */
export function statusPage(status: number, heading: string, message: string): PageResult {
  return {
    status,
    maxAge: 0,
    head: { title: `${heading} | ${publication.name}`, robots: 'noindex' },
    body: <StatusPage heading={heading} message={message} />,
  };
}

export function unavailablePage(): PageResult {
  return {
    status: 503,
    maxAge: 0,
    head: { title: `Temporarily unavailable | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage
        heading="We'll be right back"
        message="Our stories can't be loaded just now. Please try again in a minute."
      />
    ),
  };
}

export function failedPage(): PageResult {
  return {
    status: 500,
    maxAge: 0,
    head: { title: `Something went wrong | ${publication.name}`, robots: 'noindex' },
    body: (
      <StatusPage heading="Something went wrong" message="This page could not be shown. Please try again." />
    ),
  };
}
