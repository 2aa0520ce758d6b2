/**
 * One local HTTP server for the built apps of the runtime tutorials: each app's output folder is
 * mounted under a path (`/provider/`, `/catalog/`...). It answers cross-origin requests as a CDN
 * does (the request's origin, credentials allowed), and can fail the next N requests for a path with
 * 503, which is how the retry plugin's samples meet "a server that fails, then succeeds".
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface AppServer {
  origin: string;
  /** Answers the next `times` requests for `path` (e.g. `/catalog/mf-manifest.json`) with 503. */
  failNext(path: string, times: number): void;
  /** Requests received for a path (failed ones included), since the start or the last reset. */
  count(path: string): number;
  reset(): void;
  close(): Promise<void>;
}

export async function serveApps(mounts: Record<string, string>): Promise<AppServer> {
  const failures = new Map<string, number>();
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      response.writeHead(204).end();
      return;
    }
    const failing = failures.get(path) ?? 0;
    if (failing > 0) {
      failures.set(path, failing - 1);
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    const relative = mount === undefined ? undefined : normalize(path.slice(mount.length) || 'index.html');
    const file = mount === undefined || relative === undefined || relative.startsWith('..') ? undefined : join(mounts[mount], relative.endsWith('/') ? `${relative}index.html` : relative);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    failNext: (path, times) => failures.set(path, times),
    count: (path) => counts.get(path) ?? 0,
    reset: () => {
      failures.clear();
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
