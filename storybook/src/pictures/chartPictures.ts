import type { Plugin } from 'vite';
import { renderChartSvg } from '../../../apps/content-api/src/markets/chart.ts';

/**
 * DV-02: the price charts the market widgets' stories show (`/renderchart.cms?…`, AB-04), drawn
 * by the backend's own chart drawing from a fixed session, so they look as on the pages and the
 * same on every run. Served by Storybook's server (and so by the story tests), never the backend.
 */
const fixedSession = Array.from({ length: 75 }, (_, tick) =>
  Number((2950 + 18 * Math.sin(tick / 9) + tick * 0.6).toFixed(2)),
);

const bounded = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 40 && value <= 1200 ? value : fallback;
};

export const chartPictures: Plugin = {
  name: 'newsroom:story-chart-pictures',
  configureServer(server) {
    server.middlewares.use('/renderchart.cms', (req, res) => {
      const query = new URL(req.url ?? '/', 'http://stories').searchParams;
      const svg = renderChartSvg(
        {
          title: `${query.get('symbol') ?? 'RELIANCE'} (${(query.get('exchange') ?? 'nse').toUpperCase()})`,
          prices: fixedSession,
          base: 2960,
          firstLabel: '09:15',
          lastLabel: '15:30',
        },
        bounded(query.get('width'), 300),
        bounded(query.get('height'), 150),
        query.get('whitebg') === '1',
      );
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' }).end(svg);
    });
  },
};
