import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config.ts';

// Hardening: requests of every hostile shape against the running site and backend. Each answer's
// status is asserted, and after all of them both processes still serve (no request may end one).

const site = { port: E2E_PORTS.site, url: `http://127.0.0.1:${E2E_PORTS.site}` };
const api = { port: E2E_PORTS.api, url: `http://127.0.0.1:${E2E_PORTS.api}` };
const servers = [
  ['site', site],
  ['backend', api],
] as const;

/** Sends bytes as they are (no client library tidies them) and reads the status line back. */
function raw(port: number, request: string | Buffer, timeoutMs = 5000): Promise<number | 'closed'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${String(request).slice(0, 80)}`));
    }, timeoutMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    socket.write(request);
  });
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

async function bothStillServe(): Promise<void> {
  expect((await fetch(`${site.url}/`)).status).toBe(200);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${api.url}/health`)).status).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('malformed paths and encodings are refused or missing, never a crash', async () => {
  for (const [name, server] of servers) {
    for (const path of ['/%ff', '/assets/%E0%A4%A', '/%', '/%%30', '/photos/%ff.png', '/api/%ff']) {
      const status = await raw(server.port, get(path));
      expect([400, 404], `${name} ${path}`).toContain(status);
    }
    // Bytes no request target may hold, and an absurd length: Node's parser refuses them.
    for (const request of [
      Buffer.from('GET /\u00ff\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      get(`/${'a'.repeat(100_000)}`),
      'GET / HTTP/9.9\r\n\r\n',
      'NONSENSE\r\n\r\n',
    ]) {
      expect([400, 414, 431, 505, 'closed'], name).toContain(await raw(server.port, request));
    }
  }
  expect((await fetch(`${site.url}/%ff`)).status).toBe(400);
  await bothStillServe();
});

test('oversized and deeply nested bodies are refused', async () => {
  const big = 'x'.repeat(2 * 1024 * 1024);
  for (const path of ['/login', '/subscribe', '/logout']) {
    const answer = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a&padding=${big}`,
    });
    expect(answer.status, path).toBe(413);
  }
  const comment = await fetch(`${site.url}/api/post_comment.cms?feedtype=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `message=${big}`,
  });
  expect(comment.status).toBe(413);
  const direct = await fetch(`${api.url}/post_comment.cms?feedtype=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `message=${big}`,
  });
  expect(direct.status).toBe(413);
  const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  for (const url of [`${api.url}/auth/login`, `${site.url}/api/bookmarks`]) {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: nested,
    });
    expect([400, 413], url).toContain(answer.status);
  }
  // A body declared larger than it is, then abandoned.
  expect(
    await raw(
      site.port,
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999\r\n\r\nemail=a',
    ),
  ).toBe(413);
  await bothStillServe();
});

test('slow clients do not hold the servers up', async () => {
  const slow: Socket[] = [];
  for (const [, server] of servers) {
    for (let i = 0; i < 20; i++) {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      slow.push(socket);
    }
  }
  try {
    await bothStillServe();
  } finally {
    for (const socket of slow) socket.destroy();
  }
});

test('writes from foreign or null origins are refused', async () => {
  for (const origin of ['https://evil.example', 'null']) {
    for (const path of ['/login', '/logout', '/subscribe', '/api/post_comment.cms', '/api/bookmarks']) {
      const answer = await fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a&password=b',
        redirect: 'manual',
      });
      expect(answer.status, `${origin} ${path}`).toBe(403);
    }
  }
  await bothStillServe();
});

test('header tricks: a forged Host names nothing, duplicated lengths are refused, odd methods are 405', async () => {
  const page = await fetch(`${site.url}/`, { headers: { host: 'evil.example' } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toContain('evil.example');
  expect(html).toContain(`<link rel="canonical" href="${site.url}/">`);
  for (const [name, server] of servers) {
    const smuggled = 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!';
    expect([400, 'closed'], name).toContain(await raw(server.port, smuggled));
    const both =
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n';
    expect([400, 404, 405, 'closed'], name).toContain(await raw(server.port, both));
  }
  expect(await raw(site.port, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(405);
  expect((await fetch(`${site.url}/api/comments?msid=1`, { method: 'DELETE' })).status).toBe(405);
  await bothStillServe();
});

test('X-Forwarded-For from a reader is no identity: rotating it does not escape the sign-in limit', async () => {
  // The e2e backend trusts 127.0.0.1 (the site runs there), so here the rotated addresses are
  // believed; what stops a guesser rotating them is the account's own count (issue 26.4): past 30
  // wrong passwords from all addresses its password sign-in waits for a one-time code (403).
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) {
    const answer = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      body: JSON.stringify({ email: 'nobody-here@demo.ledger', password: 'wrong' }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.every((status) => [401, 403, 429].includes(status))).toBe(true);
  expect(statuses.some((status) => status === 403 || status === 429)).toBe(true);
  await bothStillServe();
});
