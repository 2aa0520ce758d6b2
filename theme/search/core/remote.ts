/**
 * Remote mode: GET `apiUrl?keyword=&limit=&searchIndexes=a,b&lang=` answered by a list of
 * groups `{ index, hits }`. Any failure (network error, non-2xx status, malformed JSON, timeout) is
 * logged and answered with an empty list, so the modal keeps working.
 */
import type { DefaultResultGroup, HighlightInfo, SearchConfig, SearchHit } from '../../../shared/search/types';

export interface RemoteRequest {
  apiUrl: string;
  keyword: string;
  limit: number;
  searchIndexes: readonly string[];
  lang: string;
  timeout: number;
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
  signal?: AbortSignal;
}

export interface RemoteGroup {
  index: string;
  hits: SearchHit[];
}

export function remoteUrl(request: Pick<RemoteRequest, 'apiUrl' | 'keyword' | 'limit' | 'searchIndexes' | 'lang'>, origin = 'http://localhost'): string {
  const url = new URL(request.apiUrl, origin);
  url.searchParams.set('keyword', request.keyword);
  url.searchParams.set('limit', String(request.limit));
  url.searchParams.set('searchIndexes', request.searchIndexes.join(','));
  url.searchParams.set('lang', request.lang);
  return url.toString();
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function ranges(value: unknown, text: string): HighlightInfo[] {
  if (!Array.isArray(value)) return [];
  return value.filter((range): range is HighlightInfo =>
    !!range && Number.isInteger(range.start) && Number.isInteger(range.length) && range.start >= 0 && range.length > 0
    && range.start + range.length <= text.length);
}

/** Accepts only hits with the documented shape; anything else from the server is dropped, not trusted. */
export function sanitizeHit(value: unknown, query: string, group: string): SearchHit | null {
  if (!value || typeof value !== 'object') return null;
  const hit = value as Record<string, unknown>;
  const type = hit.type === 'title' || hit.type === 'header' || hit.type === 'content' ? hit.type : null;
  const link = str(hit.link);
  if (!type || !link || /^\s*(javascript|data|vbscript):/i.test(link)) return null;
  const title = str(hit.title);
  const header = str(hit.header) || title;
  const statement = str(hit.statement);
  const target = type === 'content' ? statement : type === 'header' ? header : title;
  return {
    type, title, header, statement, link, query,
    group: str(hit.group) || group,
    highlightInfoList: ranges(hit.highlightInfoList, target),
    renderType: 'default',
  };
}

export function parseRemoteAnswer(body: unknown, query: string): RemoteGroup[] {
  if (!Array.isArray(body)) throw new Error('the answer is not a list of groups');
  return body
    .filter((group): group is { index: unknown; hits: unknown } => !!group && typeof group === 'object')
    .map((group) => ({
      index: str(group.index),
      hits: (Array.isArray(group.hits) ? group.hits : [])
        .map((hit) => sanitizeHit(hit, query, ''))
        .filter((hit): hit is SearchHit => hit !== null),
    }));
}

const defaultLog = (message: string, error?: unknown) => console.warn(`[search] ${message}`, error ?? '');

/** Runs one remote search; never throws. */
export async function remoteSearch(request: RemoteRequest): Promise<RemoteGroup[]> {
  const log = request.log ?? defaultLog;
  const doFetch = request.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${request.timeout} ms`)), request.timeout);
  const abort = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', abort);
  try {
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const response = await doFetch(remoteUrl(request, origin), { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('the answer is not valid JSON');
    }
    return parseRemoteAnswer(body, request.keyword);
  } catch (error) {
    if (!request.signal?.aborted) log(`remote search for "${request.keyword.slice(0, 80)}" failed`, controller.signal.aborted ? controller.signal.reason : error);
    return [];
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
  }
}

/** Remote groups as tabs: one per configured index, in configured order, labelled by its label. */
export function remoteTabs(groups: readonly RemoteGroup[], config: Pick<SearchConfig, 'searchIndexes'>): DefaultResultGroup[] {
  return config.searchIndexes.map(({ value, label }) => ({
    group: label,
    renderType: 'default' as const,
    result: groups.filter((group) => group.index === value).flatMap((group) => group.hits),
  }));
}
