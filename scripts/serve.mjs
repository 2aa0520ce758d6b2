#!/usr/bin/env node
// Serves the production build (doc_build/) the way a static host would: clean URLs, `.html` and
// `/index` URLs still resolving, compression, and status 404 with the 404 page of the right language.
// Usage: node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir doc_build]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { handleRequest } from './serve-core.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const root = resolve(option('dir', 'doc_build'));
const port = Number(option('port', process.env.PORT || 4173));
const host = option('host', '127.0.0.1');

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`serve: ${root} holds no built site. Run "npm run build" first.`);
  process.exit(1);
}

const server = createServer((request, response) => {
  try {
    handleRequest(root, request, response);
  } catch (error) {
    console.error('serve: failed to answer', request.url, error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
});

server.listen(port, host, () => {
  console.log(`Module Federation docs are served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
