import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildInputCaptureScript, INPUT_CAPTURE_MODULE, inputCaptureModule } from './input-capture.ts';

describe('the inline input capture (issue 27)', () => {
  it('is the current build of inputCapture.ts (run `./dev run capture` after changing it)', async () => {
    const script = await buildInputCaptureScript();
    expect(readFileSync(INPUT_CAPTURE_MODULE, 'utf8')).toBe(inputCaptureModule(script));
  });

  it('weighs little in the page head: under 1.5 KB gzip', async () => {
    const script = await buildInputCaptureScript();
    expect(script).not.toContain('</script');
    expect(gzipSync(script).length).toBeLessThan(1536);
  });
});
