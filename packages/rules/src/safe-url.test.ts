import { describe, expect, it } from 'vitest';
import { safeHref, safeMediaUrl } from './safe-url.ts';

describe('safeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'relative/path',
    '',
    42,
    null,
  ])('refuses %j', (raw) => {
    expect(safeHref(raw)).toBeNull();
  });

  it('keeps http(s), mailto and site paths', () => {
    expect(safeHref('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(safeHref('mailto:desk@example.com')).toBe('mailto:desk@example.com');
    expect(safeHref('/markets/articleshow/1.cms?from=mdr')).toBe('/markets/articleshow/1.cms?from=mdr');
  });
});

describe('safeMediaUrl', () => {
  it('refuses mailto and data URLs for pictures', () => {
    expect(safeMediaUrl('mailto:x@example.com')).toBeNull();
    expect(safeMediaUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeMediaUrl('http://127.0.0.1:4010/photos/1.png')).toBe('http://127.0.0.1:4010/photos/1.png');
  });
});
