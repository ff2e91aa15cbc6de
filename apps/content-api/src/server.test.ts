import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HealthAnswer } from './contract.ts';
import { createContentApi } from './server.ts';
import { openSqlite } from './store/connect.ts';
import { startTestApi, type TestApi } from './testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('content API server', () => {
  it('reports health with the store kind and article count, never cached', async () => {
    const response = await api.get('/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(HealthAnswer.parse(await response.json())).toEqual({ ok: true, store: 'sqlite', articles: 372 });
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${api.baseUrl}/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers 404 naming path for an unknown route, 405 with Allow for a wrong method', async () => {
    expect(await api.getError('/nothing/here', 404)).toEqual({
      param: 'path',
      message: 'no route /nothing/here',
    });
    // A leading double slash stays part of the path; it never names a host.
    expect((await api.getError('//other.example/health', 404)).param).toBe('path');
    const wrong = await fetch(`${api.baseUrl}/request?type=article&msid=1`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(await wrong.json()).toEqual({ error: { param: 'method', message: 'DELETE is not allowed here' } });
  });

  it('answers 400 when a parameter is given twice', async () => {
    expect(await api.getError('/request?type=article&msid=1&msid=2', 400)).toEqual({
      param: 'msid',
      message: 'must be given once',
    });
  });

  it('logs a failure and answers a bare 500, never a stack trace', async () => {
    // A store without tables makes every query fail.
    const log = vi.fn<(message: string) => void>();
    const broken = await startTestApi(openSqlite(':memory:'), { log });
    try {
      const response = await broken.get('/request?type=article&msid=125400333');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { param: null, message: 'internal error' } });
      expect(text).not.toMatch(/no such table|at .*\.ts/);
      expect(log).toHaveBeenCalledOnce();
      expect(log.mock.calls[0]?.[0]).toMatch(
        /GET \/request\?type=article&msid=125400333 failed: .*no such table/s,
      );
    } finally {
      await broken.close();
    }
  });
});

/** Sends raw bytes and collects what the server answers until it closes the connection. */
function rawExchange(
  baseUrl: string,
  send: (socket: ReturnType<typeof connect>) => void,
  giveUpMs = 10_000,
): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, giveUpMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    // A reset after the answer (the server closing on a client still sending) is a close too.
    socket.on('error', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('connect', () => send(socket));
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

async function stillHealthy(baseUrl: string) {
  const response = await fetch(`${baseUrl}/health`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

describe('no request stops the server (Hardening)', () => {
  it('answers malformed request targets and percent-encoding with 400 or 404', async () => {
    const targets: [string, number][] = [
      ['/photos/%E0%A4%A.png', 404],
      ['/photos/%ZZ.png', 404],
      ['/request?type=article&msid=%ZZ', 400],
      ['/request?type=%00article&msid=1', 400],
      ['*', 404],
      ['http://evil.example/health', 404],
      ['/%2e%2e/%2e%2e/etc/passwd', 404],
      [`/request?${'a=1&'.repeat(2000)}type=getdetails`, 400],
    ];
    for (const [target, status] of targets) {
      const { text } = await rawExchange(api.baseUrl, (socket) =>
        socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      expect(statusOf(text), target).toBe(status);
    }
    await stillHealthy(api.baseUrl);
  });

  it('answers a request it cannot parse with 400 (431 for huge headers) and closes the connection', async () => {
    const garbage = await rawExchange(api.baseUrl, (socket) => socket.write('\x00\x01\x02 nonsense\r\n\r\n'));
    expect(statusOf(garbage.text)).toBe(400);
    expect(garbage.closed).toBe(true);
    const badHeader = await rawExchange(api.baseUrl, (socket) =>
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
    );
    expect(statusOf(badHeader.text)).toBe(400);
    const huge = await rawExchange(api.baseUrl, (socket) =>
      socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`),
    );
    expect(statusOf(huge.text)).toBe(431);
    expect(huge.closed).toBe(true);
    await stillHealthy(api.baseUrl);
  });

  it('refuses deeply nested and oversized JSON bodies without harm', async () => {
    const post = (body: string) =>
      fetch(`${api.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    // Deep, yet within the sign-in's body limit (BODY_LIMITS.signIn): refused for its depth.
    const nested = await post(`{"email": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
    expect(nested.status).toBe(400);
    expect((await nested.json()).error.param).toBe('email');
    const deepObject = await post(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`);
    expect(deepObject.status).toBe(400);
    await deepObject.arrayBuffer();
    const huge = await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    await huge.arrayBuffer();
    // Declared small, sent large: cut off at the limit all the same.
    const lying = await rawExchange(api.baseUrl, (socket) => {
      socket.write('POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
      socket.write('Transfer-Encoding: chunked\r\n\r\n');
      for (let i = 0; i < 40; i += 1) socket.write(`2000\r\n${'x'.repeat(0x2000)}\r\n`);
      socket.end('0\r\n\r\n');
    });
    expect(statusOf(lying.text)).toBe(413);
    await stillHealthy(api.baseUrl);
  });

  it('gives a client 10 s for its headers and 30 s for its whole request by default, a minute of silence', () => {
    const server = createContentApi({ db: api.store.db, publicUrl: 'http://pictures.test' });
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    // A connection on which nothing moves for a minute (a client that stopped reading) is closed.
    expect(server.timeout).toBe(60_000);
    server.close();
  });

  it('cuts off a client that sends its headers or its body too slowly (408), and goes on', async () => {
    const slow = await startTestApi(api.store, {
      closeStore: false,
      timeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 50 },
    });
    try {
      const started = performance.now();
      const headers = await rawExchange(slow.baseUrl, (socket) =>
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\n'),
      );
      expect(statusOf(headers.text)).toBe(408);
      expect(headers.closed).toBe(true);
      const body = await rawExchange(slow.baseUrl, (socket) =>
        socket.write(
          'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
        ),
      );
      expect(body.closed).toBe(true);
      expect([0, 408]).toContain(statusOf(body.text));
      // Generous: the point is that they end at all, not how exactly.
      expect(performance.now() - started).toBeLessThan(8_000);
      await stillHealthy(slow.baseUrl);
    } finally {
      await slow.close();
    }
  });
});
