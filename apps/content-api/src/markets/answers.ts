import type { Reply } from '../http/reply.ts';

// How market answers go out: quotes move once a minute, so a shared cache may keep one for 30 s.

export const marketCaching = { 'cache-control': 'public, max-age=30' };

export function marketJson(body: unknown, headers: Record<string, string> = {}): Reply {
  return { kind: 'json', status: 200, body, headers: { ...marketCaching, ...headers } };
}

export function marketBytes(body: string, contentType: string): Reply {
  return {
    kind: 'bytes',
    status: 200,
    body: Buffer.from(body, 'utf8'),
    headers: { ...marketCaching, 'content-type': contentType, 'x-content-type-options': 'nosniff' },
  };
}

/** Rupees as the widgets print them: `₹1,234.50`. */
export function rupeesText(value: number): string {
  return `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function percentText(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}
