import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionCookies } from '../../apps/site/src/server/session.ts';
import { EDGE_TEMPLATE, NGINX, nginxAvailable, renderEdgeConfig } from './nginx.ts';

// Issue 18: the edge configuration in the repository, filled in as `./dev stack` fills it.

const config = {
  host: '127.0.0.1',
  port: 8190,
  apiProxyPort: 8191,
  sites: ['127.0.0.1:8192', '127.0.0.1:8193'],
  apis: ['127.0.0.1:8194', '127.0.0.1:8195'],
};

describe('issue 18: the edge configuration', () => {
  const filled = renderEdgeConfig(readFileSync(EDGE_TEMPLATE, 'utf8'), config, '/tmp/edge-prefix');

  it('fills every value and lists both site and both backend instances', () => {
    expect(filled).not.toMatch(/\{\{/);
    for (const address of [...config.sites, ...config.apis]) expect(filled).toContain(`server ${address} `);
    expect(filled).toContain('listen 127.0.0.1:8190');
  });

  it('replaces the geo and device a client sends, keys on them, bypasses signed-in readers and serves stale on failure', () => {
    expect(filled).toContain('proxy_set_header X-Reader-Geo $reader_geo;');
    expect(filled).toContain('proxy_set_header X-Device-Type $device_type;');
    expect(filled).toMatch(/proxy_cache_key "[^"]*\$reader_geo\|\$device_type\|\$edge_encoding";/);
    expect(filled).not.toMatch(/proxy_cache_key[^\n]*(cookie|user_agent)/);
    // A request without the site's reader cookie goes to the site, which gives one with the page.
    expect(filled).toContain('proxy_cache_bypass $signed_in $edge_refresh $new_reader;');
    expect(filled).toMatch(/map \$cookie_ledger_reader \$new_reader \{\s+default 0;\s+"" 1;/);
    expect(filled).toContain('proxy_no_cache $signed_in;');
    expect(filled).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(filled).toContain(
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    );
  });

  it('Hardening 26.7: bypasses the cache only for a session cookie of the shape the site signs', () => {
    const map = /map \$cookie_ledger_session \$signed_in \{\n([\s\S]*?)\n {2}\}/.exec(filled)?.[1] ?? '';
    const lines = map
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    // Anonymous unless the one pattern matches; nothing else (an empty value, any value) counts.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('default 0;');
    const pattern = /^"~(.*)" 1;$/.exec(lines[1] ?? '')?.[1];
    expect(pattern).toBeDefined();
    const shape = new RegExp(pattern ?? '$^');
    // The backend's tokens are 32 random bytes, base64url (apps/content-api/src/auth/session-token.ts).
    const sessions = new SessionCookies('edge-test-secret-0123456789abcdefghijkl', false);
    const token = randomBytes(32).toString('base64url');
    expect(shape.test(sessions.valueFor(token))).toBe(true);
    for (const junk of [
      token,
      randomBytes(16).toString('hex'),
      `${token}.`,
      `${token}.${'A'.repeat(31)}`,
      `${token}.${'A'.repeat(33)}`,
      `${token}x.${'A'.repeat(32)}`,
      `${sessions.valueFor(token)}.x`,
      `${token}.${'A'.repeat(31)}=`,
      `${token}\n.${'A'.repeat(32)}`,
    ])
      expect(shape.test(junk), junk).toBe(false);
  });

  it('Hardening 26.7: answers one host, 421 for any other, and keeps Host out of the key', () => {
    const servers = filled.split(/\n {2}server \{/).slice(1);
    const edge = servers.filter((server) => server.includes('listen 127.0.0.1:8190'));
    expect(edge).toHaveLength(2);
    const [fallback, named] = edge as [string, string];
    expect(fallback).toMatch(/listen 127\.0\.0\.1:8190 default_server reuseport;/);
    expect(fallback).toMatch(/return 421;/);
    expect(fallback).not.toContain('proxy_pass');
    expect(named).toMatch(/listen 127\.0\.0\.1:8190;/);
    expect(named).toMatch(/server_name 127\.0\.0\.1;/);
    expect(named).toContain('proxy_set_header Host 127.0.0.1:8190;');
    expect(filled).not.toMatch(/proxy_cache_key[^\n]*(\$host|\$http_host|\$server_name)/);
    expect(filled.match(/listen [^\n]*reuseport/g)).toHaveLength(1);

    const named2 = renderEdgeConfig(
      readFileSync(EDGE_TEMPLATE, 'utf8'),
      { ...config, publicHost: 'www.ledger.example' },
      '/tmp/edge-prefix',
    );
    expect(named2).toContain('server_name www.ledger.example;');
    expect(named2).toContain('proxy_set_header Host www.ledger.example;');
    for (const publicHost of ['evil; include /etc/passwd', 'a b', 'x/y', ''])
      expect(() => renderEdgeConfig('', { ...config, publicHost }, '/tmp/x'), publicHost).toThrow(
        /not a host/,
      );
  });

  it('refuses a template value it does not know', () => {
    expect(() => renderEdgeConfig('listen {{NOPE}};', config, '/tmp/x')).toThrow(/\{\{NOPE\}\}/);
  });

  it.skipIf(!nginxAvailable())(`is accepted by nginx -t (${NGINX})`, () => {
    const prefix = mkdtempSync(join(tmpdir(), 'ledger-edge-test-'));
    try {
      const path = join(prefix, 'edge.conf');
      writeFileSync(path, renderEdgeConfig(readFileSync(EDGE_TEMPLATE, 'utf8'), config, prefix));
      const check = spawnSync(
        NGINX,
        ['-p', prefix, '-c', path, '-e', join(prefix, 'error.log'), '-t', '-q'],
        {
          encoding: 'utf8',
        },
      );
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
