import { publication } from '@newsroom/rules/publication';
import type { ReturnPath } from '../lib/returnPath.ts';
import { Chrome } from './Chrome.tsx';

export type SubscribeOffer = 'trial' | 'annual' | 'renew' | 'member';

const OFFERS: Readonly<
  Record<Exclude<SubscribeOffer, 'member'>, { title: string; detail: string; button: string }>
> = {
  trial: {
    title: 'Start your free Prime trial',
    detail: '14 days of Ledger Prime, free: analysis, the e-paper and no ads. No payment is needed.',
    button: 'Start my free trial',
  },
  renew: {
    title: 'Renew your Prime membership',
    detail:
      'Pick up where you left off: a year of Ledger Prime, its analysis, the e-paper and no ads. You pay on the payment provider’s page.',
    button: 'Renew for a year',
  },
  annual: {
    title: 'Become a Prime member',
    detail:
      'A year of Ledger Prime: analysis, the e-paper and no ads. You pay on the payment provider’s page.',
    button: 'Subscribe for a year',
  },
};

/**
 * AR-16 subscription page (server-rendered, works without JavaScript): a signed-in reader who is
 * not Prime confirms with one form POST; the trial starts at once, the annual plan on the payment
 * provider's page (PS-04).
 */
export function SubscribePage({
  offer,
  returnTo,
  error,
}: {
  offer: SubscribeOffer;
  returnTo: ReturnPath;
  error?: string;
}) {
  if (offer === 'member') {
    return (
      <Chrome>
        <div className="subscribe">
          <h1>You are a {publication.primeName} member</h1>
          <p>
            <a href={returnTo}>Back to reading</a>
          </p>
        </div>
      </Chrome>
    );
  }
  const text = OFFERS[offer];
  return (
    <Chrome>
      <div className="subscribe">
        <h1>{text.title}</h1>
        {error && (
          <p className="subscribe__error" role="alert">
            {error}
          </p>
        )}
        <p>{text.detail}</p>
        <form method="post" action="/subscribe" className="subscribe__form">
          <input type="hidden" name="plan" value={offer === 'trial' ? 'trial' : 'annual'} />
          <input type="hidden" name="return" value={returnTo} />
          <button type="submit">{text.button}</button>
        </form>
      </div>
    </Chrome>
  );
}
