import { describe, expect, it } from 'vitest';
import { encodeHeaderText, encodePhrase, formatMessage, type MailMessage } from './smtp.ts';

// Hardening #16: no value can add a header, change an address list or break the line rules,
// whatever an article title or a reader's name holds.

const decodeWords = (text: string) =>
  text.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=(?:\s+(?==\?UTF-8\?B\?))?/g, (_, base64: string) =>
    Buffer.from(base64, 'base64').toString('utf8'),
  );

/** The header block as `[name, unfolded value]`, and the raw lines. */
function parse(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const block = raw.slice(0, end);
  const unfolded = block.replace(/\r\n(?=[ \t])/g, '');
  const fields = unfolded.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()] as const;
  });
  return { fields, lines: block.split('\r\n'), body: raw.slice(end + 4) };
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: { name: 'The Economic Ledger', address: 'no-reply@ledger.example' },
  replyTo: { name: 'Meena', address: 'meena@example.com' },
  to: ['a@x.com', 'b@y.in'],
  subject: 'The Economic Ledger: Markets close higher',
  text: 'Hello',
  ...overrides,
});

const headerNames = ['From', 'Reply-To', 'To', 'Subject', 'Date', 'Message-ID', 'MIME-Version'];

describe('Hardening #16 mail headers', () => {
  it('folds a long subject in another script into encoded-words on short lines that decode to it', () => {
    const subject = `The Economic Ledger: ${'रिज़र्व बैंक ने रेपो दर में कोई बदलाव नहीं किया '.repeat(3).trim()}`;
    const { fields, lines } = parse(formatMessage(message({ subject }), new Date(0), 'host.test'));
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(76);
    const words = lines.join(' ').match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [];
    expect(words.length).toBeGreaterThan(3);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(fields.find(([name]) => name === 'Subject')?.[1] ?? '')).toBe(subject);
  });

  it('folds a long plain subject at spaces; unfolded it is the subject again', () => {
    const subject = `The Economic Ledger: ${'Markets close higher as banks rally '.repeat(4).trim()}`;
    const raw = formatMessage(message({ subject }), new Date(0), 'host.test');
    const { fields, lines } = parse(raw);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(76);
    expect(fields.find(([name]) => name === 'Subject')?.[1]).toBe(subject);
    expect(encodeHeaderText('Plain words')).toBe('Plain words');
  });

  it('encodes a display name that a comma, quote, dot or bracket would turn into another address', () => {
    for (const name of ['Iyer, Meena', 'Meena "x" <evil@x.com>', 'Dr. Meena', 'Evil <e@x.com>, Bob']) {
      const encoded = encodePhrase(name);
      expect(encoded, name).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(decodeWords(encoded)).toBe(name);
    }
    const { fields } = parse(
      formatMessage(
        message({ replyTo: { name: 'Iyer, Meena', address: 'meena@example.com' } }),
        new Date(0),
        'h',
      ),
    );
    const replyTo = fields.find(([name]) => name === 'Reply-To')?.[1] ?? '';
    // One mailbox: no comma outside the encoded-word.
    expect(replyTo.replace(/=\?[^?]*\?B\?[^?]*\?=/g, '')).toBe(' <meena@example.com>');
    expect(encodePhrase('Meena Iyer')).toBe('Meena Iyer');
  });

  it('never leaves "=?" plain, so text cannot pose as an encoded-word', () => {
    expect(encodeHeaderText('=?UTF-8?B?SGk=?=')).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeWords(encodeHeaderText('=?UTF-8?B?SGk=?='))).toBe('=?UTF-8?B?SGk=?=');
    expect(encodePhrase('=?x?=')).toMatch(/^=\?UTF-8\?B\?/);
  });

  it('keeps line breaks in a title, a name or the body from adding headers', () => {
    const raw = formatMessage(
      message({
        subject: 'Title\r\nBcc: victims@x.com\nX-Evil: 1',
        replyTo: { name: 'Eve\r\nBcc: all@x.com', address: 'eve@example.com' },
        text: 'Hi\r\n\r\nBcc: more@x.com\r\n.\r\nMAIL FROM:<x@y.z>',
      }),
      new Date(0),
      'host.test',
    );
    const { fields, lines } = parse(raw);
    expect(fields.map(([name]) => name)).toEqual([
      ...headerNames,
      'Content-Type',
      'Content-Transfer-Encoding',
    ]);
    for (const line of lines) expect(line).not.toMatch(/^(Bcc|X-Evil):/i);
    expect(decodeWords(fields.find(([name]) => name === 'Subject')?.[1] ?? '')).toBe(
      'Title\r\nBcc: victims@x.com\nX-Evil: 1',
    );
    // No bare CR or LF anywhere: every line break on the wire is CRLF.
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
