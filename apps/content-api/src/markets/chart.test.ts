import { describe, expect, it } from 'vitest';
import { type ChartSeries, renderChartSvg } from './chart.ts';

const labels = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

const series = (prices: number[], base = 100): ChartSeries => ({
  title: 'Aadhar Bank (NSE)',
  prices,
  base,
  firstLabel: '09:15',
  lastLabel: '15:30',
});

describe('AB-04 price chart labels', () => {
  it('labels the high, the low and the last price when they stand apart', () => {
    expect(labels(renderChartSvg(series([100, 120, 90, 105]), 320, 110, true))).toEqual([
      '120.00',
      '90.00',
      '105.00',
      '09:15',
      '15:30',
    ]);
  });

  it('a session closing at its high or its low prints the last price once, not over another label', () => {
    expect(labels(renderChartSvg(series([100, 95, 120]), 320, 110, true))).toEqual([
      '95.00',
      '120.00',
      '09:15',
      '15:30',
    ]);
    expect(labels(renderChartSvg(series([100, 110, 90]), 320, 110, true))).toEqual([
      '110.00',
      '90.00',
      '09:15',
      '15:30',
    ]);
  });
});
