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

/** `=?UTF-8?B?…?=` unless the text is plain ASCII words, so no value can break a header. */
export function encodeHeaderText(text: string): string {
  if (/^[A-Za-z0-9 .,'!?()-]*$/.test(text)) return text;
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

function mailbox(box: { name: string; address: string }): string {
  return box.name === '' ? `<${box.address}>` : `${encodeHeaderText(box.name)} <${box.address}>`;
}

export function formatMessage(message: MailMessage, date: Date, host: string): string {
  const headers = [
    `From: ${mailbox(message.from)}`,
    ...(message.replyTo ? [`Reply-To: ${mailbox(message.replyTo)}`] : []),
    `To: ${message.to.join(', ')}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
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
