/** The remote client against a real local HTTP server: the request shape and every failure path. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteSearch, remoteTabs } from './remote';

let server: Server;
let base = '';
const seen: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push(url);
    if (url.pathname === '/ok') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([
        { index: 'docs', hits: [{ type: 'content', title: 'Runtime', header: 'loadRemote', statement: 'call loadRemote', link: '/guide/basic/runtime#loadremote', highlightInfoList: [{ start: 5, length: 10 }, { start: 99, length: 3 }] }, { type: 'title', link: 'javascript:alert(1)', title: 'x' }, 'junk'] },
        { index: 'blog', hits: [{ type: 'title', title: 'Blog post', link: 'https://example.com/post' }] },
      ]));
    } else if (url.pathname === '/status') {
      response.statusCode = 503;
      response.end('down');
    } else if (url.pathname === '/malformed') {
      response.end('{"not json');
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.end('[]'), 2000);
    } else response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const request = (path: string, logs: string[], timeout = 1000) => ({
  apiUrl: `${base}${path}`,
  keyword: 'loadRemote <b>',
  limit: 7,
  searchIndexes: ['docs', 'blog'],
  lang: 'zh',
  timeout,
  log: (message: string, error?: unknown) => logs.push(`${message}: ${String((error as Error)?.message ?? error)}`),
});

describe('remote search', () => {
  it('sends keyword, limit, comma-joined indexes and lang, and keeps only well-formed hits', async () => {
    const logs: string[] = [];
    const groups = await remoteSearch(request('/ok', logs));
    const url = seen[seen.length - 1];
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'loadRemote <b>', limit: '7', searchIndexes: 'docs,blog', lang: 'zh' });
    expect(groups.map((g) => [g.index, g.hits.length])).toEqual([['docs', 1], ['blog', 1]]);
    expect(groups[0].hits[0].highlightInfoList).toEqual([{ start: 5, length: 10 }]);
    expect(logs).toEqual([]);
    const tabs = remoteTabs(groups, { searchIndexes: [{ value: 'docs', label: 'Docs' }, { value: 'blog', label: 'Blog' }] });
    expect(tabs.map((t) => [t.group, t.result.length])).toEqual([['Docs', 1], ['Blog', 1]]);
  });

  it.each([
    ['a non-2xx status', '/status', 'answered 503'],
    ['malformed JSON', '/malformed', 'not valid JSON'],
    ['a timeout', '/slow', 'timed out'],
  ])('logs %s and answers an empty list', async (_name, path, message) => {
    const logs: string[] = [];
    expect(await remoteSearch(request(path, logs, 300))).toEqual([]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(message);
  });

  it('logs a network error and answers an empty list', async () => {
    const logs: string[] = [];
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await remoteSearch({ ...request('/', logs), apiUrl: `http://127.0.0.1:${port}/search` })).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});
