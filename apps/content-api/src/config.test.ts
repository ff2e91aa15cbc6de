import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

// AB-09 / PS-04: a production start (NODE_ENV=production) refuses the demo switch that puts
// sign-in codes in the answers, and insists on the shared payment secret; in one line each.

const secret = { PAYMENT_WEBHOOK_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('production start', () => {
  it('refuses SHOW_ONE_TIME_CODES with a one-line message', () => {
    for (const on of ['1', 'true', 'on']) {
      let message = '';
      try {
        readConfig({ NODE_ENV: 'production', SHOW_ONE_TIME_CODES: on, ...secret });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        'SHOW_ONE_TIME_CODES is a demo switch and a production start (NODE_ENV=production) refuses it; unset it',
      );
      expect(message).not.toContain('\n');
    }
  });

  it('starts without it, or with it off; a demo start may use it', () => {
    expect(readConfig({ NODE_ENV: 'production', ...secret }).showOneTimeCodes).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SHOW_ONE_TIME_CODES: '0', ...secret }).showOneTimeCodes).toBe(
      false,
    );
    expect(readConfig({ SHOW_ONE_TIME_CODES: '1' }).showOneTimeCodes).toBe(true);
  });

  it('needs PAYMENT_WEBHOOK_SECRET, of a useful length', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYMENT_WEBHOOK_SECRET must be set for a production start (NODE_ENV=production)',
    );
    expect(() => readConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(readConfig({ ...secret, PAYMENT_DEMO_URL: 'http://127.0.0.1:8101/x' }).payments).toEqual({
      webhookSecret: secret.PAYMENT_WEBHOOK_SECRET,
      demoPageOrigin: 'http://127.0.0.1:8101',
    });
  });
});
