import net from 'node:net';

// A tiny SMTP server on 127.0.0.1 recording what it is told: the backend's tests (AR-08, AB-09,
// AB-13) and the end-to-end tests point SMTP_URL at it to read the mail readers would receive.

export interface FakeSmtp {
  url: string;
  /** Every line each connection sent, one list per connection. */
  sessions: string[][];
  /** The text of each message received (what followed DATA, dot-stuffing undone). */
  messages(): string[];
  close(): Promise<void>;
}

/** `reject` makes every RCPT fail (a relay that refuses the recipient). */
export async function fakeSmtp(options: { reject?: boolean } = {}): Promise<FakeSmtp> {
  const sessions: string[][] = [];
  const server = net.createServer((socket) => {
    const lines: string[] = [];
    sessions.push(lines);
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at = buffer.indexOf('\r\n');
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        lines.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          }
        } else if (line.startsWith('EHLO')) socket.write('250-fake\r\n250-8BITMIME\r\n250 SIZE 1000000\r\n');
        else if (line.startsWith('MAIL FROM')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT TO'))
          socket.write(options.reject ? '550 no such user\r\n' : '250 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('500 what\r\n');
        at = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    sessions,
    messages: () =>
      sessions.flatMap((lines) => {
        const found: string[] = [];
        let message: string[] | null = null;
        for (const line of lines) {
          if (message === null) {
            if (line === 'DATA') message = [];
          } else if (line === '.') {
            found.push(message.join('\r\n'));
            message = null;
          } else message.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return found;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
