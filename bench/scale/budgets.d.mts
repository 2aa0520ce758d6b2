import type { PartComparison } from './analyze.mjs';

export interface Budget {
  value: number | string | boolean;
  budget: number | string | boolean;
  ok: boolean;
  note?: string;
}
export interface Sizes {
  raw: number;
  gzip: number;
}
export interface SiteFigures {
  pagesPerLanguage: number;
  cold: { wallSeconds: number; cpuSeconds: number; peakMemoryMB: number };
  doc: { js: Sizes; css: Sizes; html?: Sizes };
  totalBytes: number;
  search?: Record<string, { index: Sizes; code: Sizes; eager: Sizes; indexFetched: string } | { error: string }>;
  devSeconds?: number;
}
export interface ScaleFigures {
  small: { ours: SiteFigures; stock: SiteFigures };
  large: { ours: SiteFigures; stock: SiteFigures };
}
export declare const exactRatio: (a: number, b: number) => number;
export declare function evaluateBudgets(figures: ScaleFigures, options?: { factor?: number }): Record<string, Budget>;
export declare function scaleTable(figures: ScaleFigures, options?: { factor?: number }): string;
export declare function budgetTable(budgets: Record<string, Budget>): string;
export declare function growthTable(comparison: PartComparison[], options?: { factor?: number; limit?: number }): string;
export declare function breakdownTable(parts: Record<string, { raw: number; gzip: number }>, options?: { limit?: number }): string;
