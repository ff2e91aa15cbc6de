import { randomBytes } from 'node:crypto';
import { publication } from '@newsroom/rules/publication';

/** A fresh nonce per response: the only inline scripts that run are the ones the server wrote. */
export function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The Content-Security-Policy of an HTML page. Scripts: only those carrying this response's nonce
 * (the font-size boot script, JSON-LD, the island runtime) and what they load ('strict-dynamic'),
 * so an injected `<script>` or `onerror=` never runs. Styles allow inline attributes: React's
 * `style` props and Radix's scroll lock need them, and a style cannot run code. Frames: the site's
 * own (the editors' preview) and the embed hosts article bodies may carry. Forms may go to https pages (the AR-14 partner form).
 */
export function contentSecurityPolicy(
  nonce: string,
  https: boolean,
  formTargets: readonly string[] = [],
): string {
  const template =
    formTargets.length === 0 ? (https ? HTTPS_POLICY : HTTP_POLICY) : policy(https, formTargets);
  return template.replace(NONCE_MARK, nonce);
}

const NONCE_MARK = '{nonce}';

/**
 * `formTargets`: origins a form may lead to besides the site and https pages. PS-04: the payment
 * provider's page, which POST /subscribe redirects to (browsers hold a form's redirects to
 * form-action too); only needed where the provider is not on https (the demo's).
 */
function policy(https: boolean, formTargets: readonly string[] = []): string {
  const embeds = publication.embedHosts.map((host) => `https://${host}`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'nonce-${NONCE_MARK}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${embeds}`,
    "frame-ancestors 'self'",
    ["form-action 'self' https:", ...formTargets].join(' '),
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const HTTPS_POLICY = policy(true);
const HTTP_POLICY = policy(false);

/** Powerful features no page of a newspaper uses: off for the page and every frame in it. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Headers every answer of the site carries; HTML pages add their CSP (see pageSecurityHeaders). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function pageSecurityHeaders(
  nonce: string,
  https: boolean,
  formTargets: readonly string[] = [],
): Record<string, string> {
  return {
    ...baseSecurityHeaders(https),
    'content-security-policy': contentSecurityPolicy(nonce, https, formTargets),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'SAMEORIGIN',
  };
}
