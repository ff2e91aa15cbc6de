// Imported first by run.ts: the bench measures the site as production runs it, on React's
// production build. React picks its build from NODE_ENV when first loaded, so this runs before
// any module that loads React, and the site processes the bench starts inherit it.
import { randomBytes } from 'node:crypto';

process.env.NODE_ENV = 'production';
// The backend the bench starts inherits NODE_ENV too, and a production start refuses the demo's
// one-time codes in answers and needs the payment secret (apps/content-api/src/config.ts). The
// bench signs in with passwords only; one process checks payments, so a secret of its own does.
process.env.SHOW_ONE_TIME_CODES = '0';
process.env.PAYMENT_WEBHOOK_SECRET ??= randomBytes(32).toString('base64url');
