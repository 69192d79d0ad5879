/**
 * Serves the production build on localhost: `npm run serve` (builds first) or
 * `npm run serve:only`. The port comes from PORT (default 3000), the directory from
 * BUILD_DIR (default `build`).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {createApp} from './app';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}.`);
  process.exit(1);
}

const server = http.createServer(createApp({root}));
server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
});
