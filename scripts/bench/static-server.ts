// The benchmark's yardstick: serves one pre-rendered page from memory for every path, with the
// headers the site sent with it (read from HEADERS_JSON), so the site's served throughput can be
// compared with the cost of sending the same bytes and nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersFile, port] = [process.argv[2], process.argv[3], Number(process.argv[4])];
if (!file || !headersFile || !port) throw new Error('usage: static-server.ts FILE HEADERS_JSON PORT');
const body = readFileSync(file);
const headers = {
  ...(JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>),
  'content-length': String(body.length),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`static on ${port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
