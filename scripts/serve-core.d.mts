import type { IncomingMessage, ServerResponse } from 'node:http';

export type Resolution = { kind: 'file'; file: string; status: number } | { kind: 'redirect'; location: string };
export interface ResolveOptions {
  langs?: string[];
  defaultLang?: string;
  compress?: boolean;
}
export function resolveRequest(root: string, rawPath: string, options?: ResolveOptions): Resolution;
export function handleRequest(root: string, request: IncomingMessage, response: ServerResponse, options?: ResolveOptions): Resolution;
