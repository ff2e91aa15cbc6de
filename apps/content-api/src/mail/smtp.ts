import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

// AR-08 a small SMTP client: enough to hand one message to a relay (smtp://host:port, or
// smtps:// over TLS). EHLO, MAIL FROM, RCPT TO per recipient, DATA with dot-stuffing, QUIT.
// No AUTH: the relay is expected to trust this host (a local MTA or a mail service's relay).

export interface MailMessage {
  from: { name: string; address: string };
  replyTo: { name: string; address: string } | null;
  to: string[];
  subject: string;
  /** Plain text; lines are joined with CRLF on the wire. */
  text: string;
}

export function parseSmtpUrl(text: string): { host: string; port: number; secure: boolean } {
  const url = new URL(text);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || (secure ? 465 : 25)),
    secure,
  };
}

// Header values are built from text we do not control (article titles, readers' names), so
// none is written as it comes: plain only when it is printable ASCII that cannot be misread,
// otherwise RFC 2047 encoded-words, and folded so no line passes 76 characters where it can be
// helped (RFC 2047 §2; a folded line starts with a space, RFC 5322 §2.2.3).
const lineWidth = 76;
const encodedWordOverhead = '=?UTF-8?B??='.length;

/** Base64 encoded-words, cut between characters; the first fits beside `used` characters. */
function encodedWords(text: string, used: number): string[] {
  const words: string[] = [];
  // Base64 turns each 3 bytes into 4 characters.
  const bytesFor = (width: number) => Math.floor((width - encodedWordOverhead) / 4) * 3;
  let budget = bytesFor(lineWidth - used);
  let chunk = '';
  for (const char of text) {
    if (chunk !== '' && Buffer.byteLength(chunk + char, 'utf8') > budget) {
      words.push(chunk);
      chunk = '';
      budget = bytesFor(lineWidth - 1);
    }
    chunk += char;
  }
  if (chunk !== '' || words.length === 0) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`);
}

/** Plain words on lines of at most 76 characters; unfolding gives back the text. */
function foldPlain(text: string, used: number): string {
  const [first = '', ...rest] = text.split(' ');
  const lines: string[] = [];
  let line = first;
  let width = lineWidth - used;
  for (const word of rest) {
    // A line of nothing but spaces is not allowed, so such a line is never ended.
    if (line.length + 1 + word.length > width && line.trim() !== '') {
      lines.push(line);
      line = word;
      width = lineWidth - 1;
    } else line = `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\r\n ');
}

// "=?" could start what a mail program takes for an encoded-word, so it is never left plain.
const plainText = (text: string) => /^[\x20-\x7e]*$/.test(text) && !text.includes('=?');

/** An unstructured value (Subject); `used` is what precedes it on the line ("Subject: "). */
export function encodeHeaderText(text: string, used = 0): string {
  return plainText(text) ? foldPlain(text, used) : encodedWords(text, used).join('\r\n ');
}

// A display name may be plain only as words of atext (RFC 5322 §3.2.3): a comma, a dot, quotes
// or angle brackets there would change how the address list is read.
const plainPhrase = (text: string) =>
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?: [A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(text) && !text.includes('=?');

/** A mailbox's display name; `used` is what precedes it on the line. */
export function encodePhrase(text: string, used = 0): string {
  return plainPhrase(text) ? foldPlain(text, used) : encodedWords(text, used).join('\r\n ');
}

function mailbox(box: { name: string; address: string }, used: number): string {
  return box.name === '' ? `<${box.address}>` : `${encodePhrase(box.name, used)} <${box.address}>`;
}

export function formatMessage(message: MailMessage, date: Date, host: string): string {
  const headers = [
    `From: ${mailbox(message.from, 'From: '.length)}`,
    ...(message.replyTo ? [`Reply-To: ${mailbox(message.replyTo, 'Reply-To: '.length)}`] : []),
    `To: ${message.to.join(',\r\n ')}`,
    `Subject: ${encodeHeaderText(message.subject, 'Subject: '.length)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${host}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r\n|\r|\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** A line that starts with "." gets another one (RFC 5321 4.5.2); the data ends with CRLF.CRLF. */
export function dotStuff(data: string): string {
  const stuffed = data.replace(/(^|\r\n)\./g, '$1..');
  return `${stuffed}${stuffed.endsWith('\r\n') ? '' : '\r\n'}.\r\n`;
}

export interface SendOptions {
  /** The name given in EHLO and in the Message-ID. */
  clientName?: string;
  timeoutMs?: number;
  now?: () => number;
}

export async function sendMail(
  smtpUrl: string,
  message: MailMessage,
  options: SendOptions = {},
): Promise<void> {
  const { host, port, secure } = parseSmtpUrl(smtpUrl);
  const clientName = options.clientName ?? 'content-api.local';
  const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  const session = new SmtpSession(socket, options.timeoutMs ?? 10_000);
  try {
    await session.ready;
    await session.expect(220);
    await session.command(`EHLO ${clientName}`, 250);
    await session.command(`MAIL FROM:<${message.from.address}>`, 250);
    for (const recipient of message.to) await session.command(`RCPT TO:<${recipient}>`, 250, 251);
    await session.command('DATA', 354);
    const data = formatMessage(message, new Date(options.now?.() ?? Date.now()), clientName);
    session.write(dotStuff(data));
    await session.expect(250);
    await session.command('QUIT', 221).catch(() => {});
  } finally {
    session.close();
  }
}

/** Reads replies line by line; a reply is done at `NNN ` (a `NNN-` line continues it). */
class SmtpSession {
  readonly ready: Promise<void>;
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  private readonly socket: net.Socket;

  constructor(socket: net.Socket, timeoutMs: number) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => this.fail(new Error('SMTP server timed out')));
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at = this.buffer.indexOf('\r\n');
      while (at >= 0) {
        this.lines.push(this.buffer.slice(0, at));
        this.buffer = this.buffer.slice(at + 2);
        at = this.buffer.indexOf('\r\n');
      }
      this.wake();
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP server closed the connection')));
    this.ready = new Promise((resolve, reject) => {
      socket.once(socket instanceof tls.TLSSocket ? 'secureConnect' : 'connect', () => resolve());
      socket.once('error', reject);
    });
  }

  write(raw: string): void {
    this.socket.write(raw);
  }

  async command(line: string, ...accepted: number[]): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.expect(...accepted);
  }

  async expect(...accepted: number[]): Promise<string> {
    const reply = await this.readReply();
    const code = Number(reply.slice(0, 3));
    if (!accepted.includes(code)) throw new Error(`SMTP server answered ${reply.split('\r\n').at(-1)}`);
    return reply;
  }

  private async readReply(): Promise<string> {
    const collected: string[] = [];
    for (;;) {
      while (this.lines.length === 0) {
        if (this.failure) throw this.failure;
        await new Promise<void>((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      }
      const line = this.lines.shift() as string;
      collected.push(line);
      if (!/^\d{3}-/.test(line)) return collected.join('\r\n');
    }
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve();
  }

  private fail(error: Error) {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(this.failure);
  }

  close() {
    this.socket.destroy();
  }
}
