// The benchmark's yardstick: serves one pre-rendered page from memory for every path, with the
// same headers the site sends, so the site's served throughput can be compared with it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = [process.argv[2], Number(process.argv[3])];
if (!file || !port) throw new Error('usage: static-server.ts FILE PORT');
const body = readFileSync(file);
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'public, max-age=30',
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`static on ${port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
