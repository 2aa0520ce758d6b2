export interface KindFigures {
  runsMs: number[];
  fullReloads: number;
  serverRestarts?: number;
  medianMs?: number | null;
}
export interface MissFigures {
  waitedMs: number;
  afterManualReload: boolean;
}
export interface BrokenRun {
  line: number;
  overlayShownMs: number | null;
  overlayText: string;
  terminalText: string;
  browser: { file: boolean; line: boolean };
  terminal: { file: boolean; line: boolean };
  recoveredMs: number | null;
  serverAlive: boolean;
}
export interface LoopSize {
  pagesPerLanguage: number;
  firstPageSeconds: number;
  kinds?: Record<string, KindFigures>;
  missed?: Record<string, MissFigures>;
  broken?: BrokenRun[];
  serverAlive?: boolean;
  lostUpdates?: string[];
}
export interface LoopBudget {
  value: number | string | boolean | null;
  budget: number | string | boolean;
  ok: boolean;
}
export declare function median(values: (number | null | undefined)[]): number | null;
export declare const stripAnsi: (text: string) => string;
export declare function terminalMentions(text: string, file: string, line: number): { file: boolean; line: boolean };
export declare function appearance(size: LoopSize, kinds: string[]): LoopBudget;
export declare function evaluateLoop(sizes: Record<string, LoopSize>): Record<string, LoopBudget>;
export declare function loopTable(sizes: Record<string, LoopSize>, budgets: Record<string, LoopBudget>, options: { date: string; machine: string; runs: number }): string;
