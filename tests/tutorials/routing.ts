/**
 * Points the browser's requests for the addresses a page prints (`http://localhost:3001/`,
 * `https://cdn.example.com/catalog/`...) at the local servers that serve the built apps, on free
 * ports. The browser, the bundles and the runtime are untouched: only where a host name and port
 * lead changes. A prefix mapped to `null` is a server that is down (the connection is refused); a
 * request no prefix covers is refused too and recorded, so a test can say which address had no app.
 */
import type { BrowserContext } from '@playwright/test';

export interface RoutedRequest {
  url: string;
  method: string;
  resourceType: string;
  /** HTTP status, or `refused` for a server that is down or an address no prefix covers. */
  status: number | 'refused';
}

export interface Routes {
  requests: RoutedRequest[];
  unmapped: string[];
  /** Requests whose URL starts with `prefix` (and contains `part`, when given). */
  to(prefix: string, part?: string): RoutedRequest[];
}

export async function routeAddresses(context: BrowserContext, map: Record<string, string | null>): Promise<Routes> {
  const requests: RoutedRequest[] = [];
  const unmapped: string[] = [];
  // Longest prefix first, so that `https://cdn.example.com/provider/2.0.0/` wins over a shorter one.
  const prefixes = Object.keys(map).sort((a, b) => b.length - a.length);
  await context.route(/^https?:\/\//, async (route) => {
    const request = route.request();
    const url = request.url();
    const prefix = prefixes.find((candidate) => url.startsWith(candidate));
    const target = prefix === undefined ? undefined : map[prefix];
    const entry: RoutedRequest = { url, method: request.method(), resourceType: request.resourceType(), status: 'refused' };
    requests.push(entry);
    if (target === undefined) unmapped.push(url);
    if (!target) {
      await route.abort('connectionrefused');
      return;
    }
    try {
      const response = await route.fetch({ url: target + url.slice(prefix!.length), maxRedirects: 0 });
      entry.status = response.status();
      await route.fulfill({ response });
    } catch {
      // The page went away while the request was in flight, or the local server refused it.
      await route.abort('connectionrefused').catch(() => undefined);
    }
  });
  return {
    requests,
    unmapped,
    to: (prefix, part) => requests.filter((request) => request.url.startsWith(prefix) && (part === undefined || request.url.includes(part))),
  };
}
