import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
