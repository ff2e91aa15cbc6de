import { describe, expect, it } from 'vitest';
import { benchPorts } from './ports.ts';

describe('benchPorts', () => {
  it('uses 4210 and the next four ports when BENCH_PORT_BASE is unset', () => {
    expect(benchPorts({})).toEqual({
      api: 4210,
      site: 4211,
      yardstick: 4212,
      uncachedSite: 4213,
      devtools: 4214,
    });
  });

  it('moves every port with BENCH_PORT_BASE', () => {
    expect(Object.values(benchPorts({ BENCH_PORT_BASE: '5700' })).sort()).toEqual([
      5700, 5701, 5702, 5703, 5704,
    ]);
  });

  it('refuses a base that is not a whole port number with room after it', () => {
    for (const base of ['', 'x', '5700.5', '-1', '80', '65530', '4210; rm -rf /'])
      expect(() => benchPorts({ BENCH_PORT_BASE: base }), base).toThrow(/BENCH_PORT_BASE/);
  });
});
