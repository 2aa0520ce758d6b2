import type { Browser, Page } from '@playwright/test';

export interface Sizes {
  raw: number;
  gzip: number;
}
export interface BuildFigures {
  wallSeconds: number;
  cpuSeconds: number;
  peakMemoryMB: number;
  load: [number, number];
  environments: Record<string, number>;
}
export declare const lazyMarkers: { name: string; pattern: RegExp }[];
export declare function timedBuild(config: string, options?: { cwd?: string; env?: Record<string, string> }): BuildFigures;
export declare function environmentSeconds(log: string): Record<string, number>;
export declare function filesUnder(dir: string): string[];
export declare function firstLoad(outDir: string, file: string, label?: string): { js: Sizes; css: Sizes; files: ({ url: string; kind: string } & Sizes)[]; leaks: string[] };
export declare function searchIndexFiles(outDir: string): Record<string, Sizes>;
export declare function measureOutput(outDir: string, pages: Record<string, string>): { pages: Record<string, { js: Sizes; css: Sizes; files: number }>; searchIndex: Record<string, Sizes>; totalBytes: number; leaks: string[] };
export declare function pollUntil<T>(probe: () => T | Promise<T>, options: { timeoutMs: number; intervalMs?: number; what?: string }): Promise<T>;
export declare function stopGroup(child: import('node:child_process').ChildProcess | undefined): void;
export declare function devStartSeconds(options: { cwd: string; port: number; path?: string; args?: string[]; env?: Record<string, string>; timeoutMs?: number }): Promise<number>;
export declare function serveBuild(outDir: string, options?: { csp?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>;
export declare function hasCjkFont(): boolean;
export declare function launchChromium(): Promise<Browser>;
export declare function waitForHydration(page: Page, timeoutMs?: number): Promise<void>;
export declare function searchFirstOpen(
  browser: Browser,
  origin: string,
  outDir: string,
  path: string,
  options?: { query?: string; locale?: string },
): Promise<{ index: Sizes; indexFetched: string; code: Sizes; eager: Sizes; files: ({ path: string; phase: string } & Sizes)[] } | { error: string }>;
export declare function commandLine(args?: string[]): { args: string[]; option(name: string, fallback: string): string; flag(name: string): boolean };
export declare function freePort(): Promise<number>;
