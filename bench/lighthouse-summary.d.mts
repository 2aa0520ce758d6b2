export declare const CATEGORIES: string[];

export interface LighthouseFigures {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  renderBlockingFonts: string[];
}

/** The parts of a Lighthouse result (LHR) the summary reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { url?: unknown }[] } } | undefined>;
}

export declare function figuresOf(lhr: LighthouseResultLike): LighthouseFigures;
export declare function renderBlockingFonts(lhr: LighthouseResultLike): string[];
export declare function medianRun(runs: LighthouseFigures[]): LighthouseFigures;
export declare function budgetFailures(figures: LighthouseFigures, preset: 'mobile' | 'desktop'): string[];
