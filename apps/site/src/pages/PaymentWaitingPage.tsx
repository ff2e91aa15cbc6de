import { publication } from '@newsroom/rules/publication';
import type { ReturnPath } from '../lib/returnPath.ts';
import { Chrome } from './Chrome.tsx';

/**
 * PS-04: the reader is back from the payment provider, but its confirmation has not reached us
 * yet. The page looks again by itself every few seconds (a meta refresh: no script needed) and
 * offers the same by hand; the reader becomes Prime only once the confirmation arrives.
 */
export function PaymentWaitingPage({ again, returnTo }: { again: string; returnTo: ReturnPath }) {
  return (
    <Chrome>
      <div className="subscribe">
        <h1>Waiting for confirmation of your payment</h1>
        <p role="status">
          The payment provider has not confirmed your payment to us yet. This usually takes a few seconds;
          this page checks again by itself. You become a {publication.primeName} member as soon as it arrives.
        </p>
        <p>
          <a href={again}>Check again</a> · <a href={returnTo}>Back to reading</a>
        </p>
      </div>
    </Chrome>
  );
}
