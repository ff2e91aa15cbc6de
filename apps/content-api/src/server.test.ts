import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HealthAnswer } from './contract.ts';
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
    expect(HealthAnswer.parse(await response.json())).toEqual({ ok: true, store: 'sqlite', articles: 340 });
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
