import { signPayload } from '../signature.ts';
import { demoSignatureHeader } from './demo-provider.ts';

// PS-04: the demo provider delivering a confirmation, as providers do: POSTed to the merchant's
// endpoint, signed anew at each attempt (so a retry is never stale), and tried again a little
// later when the merchant did not answer 2xx. Delivery is at least once; the merchant's
// confirmation endpoint makes repeats harmless.

export interface DeliverySettings {
  secret: string;
  /** The merchant's confirmation endpoint (PAYMENT_CONFIRMATION_URL, else this backend's own). */
  confirmationUrl: () => string;
  now: () => number;
  log: (message: string) => void;
}

/** Later attempts after a failed first one. */
const retryDelaysMs = [2_000, 10_000, 60_000];

/** The first attempt, awaited (so the reader usually comes back to a confirmed payment); retries run on. */
export async function deliverConfirmation(settings: DeliverySettings, body: string): Promise<boolean> {
  if (await attempt(settings, body)) return true;
  scheduleRetry(settings, body, 0);
  return false;
}

function scheduleRetry(settings: DeliverySettings, body: string, index: number): void {
  const delay = retryDelaysMs[index];
  if (delay === undefined) {
    settings.log(
      'demo pay: a confirmation was not taken after every retry; deliver it again from its checkout',
    );
    return;
  }
  setTimeout(() => {
    void attempt(settings, body).then((delivered) => {
      if (!delivered) scheduleRetry(settings, body, index + 1);
    });
  }, delay).unref();
}

async function attempt(settings: DeliverySettings, body: string): Promise<boolean> {
  try {
    const response = await fetch(settings.confirmationUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [demoSignatureHeader]: signPayload(settings.secret, body, settings.now()),
      },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return true;
    settings.log(`demo pay: the confirmation endpoint answered ${response.status}`);
    return false;
  } catch (error) {
    settings.log(`demo pay: the confirmation could not be delivered: ${String(error)}`);
    return false;
  }
}
