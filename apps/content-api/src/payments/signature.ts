import { createHmac, timingSafeEqual } from 'node:crypto';

// PS-04: how a payment confirmation proves it comes from the provider. The provider signs
// `{timestamp}.{raw body}` with HMAC-SHA256 and a secret only it and this backend know, and sends
// `t={unix seconds},v1={hex}` in a header. The timestamp is inside the signature, so an old
// confirmation cannot be given a new time, and one older than the tolerance is refused, so a
// captured confirmation cannot be replayed later.

/** How far the signed time may be from ours, either way (clock drift plus a slow delivery). */
export const signatureToleranceMs = 5 * 60_000;

/** At most one of each part, digits and hex only: anything else is not a signature at all. */
const headerRule = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

export function signPayload(secret: string, rawBody: string | Buffer, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function checkSignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
  nowMs: number,
): SignatureCheck {
  if (typeof header !== 'string') return { ok: false, reason: 'the signature header is missing' };
  const parts = headerRule.exec(header.trim());
  if (!parts) return { ok: false, reason: 'the signature header is not t=…,v1=…' };
  const timestamp = Number(parts[1]);
  if (Math.abs(nowMs - timestamp * 1000) > signatureToleranceMs) {
    return { ok: false, reason: 'the signature is too old (or from the future)' };
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(parts[2] as string, 'hex');
  // Both are 32 bytes (the rule above); compared in constant time so the answer's timing tells
  // nothing about how much of a forged signature was right.
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'the signature does not match' };
  return { ok: true };
}

function hmacHex(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}
