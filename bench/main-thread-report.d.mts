export declare const LONG_TASK_MS: number;
export declare function blockingTime(tasks: ReadonlyArray<{ start: number; duration: number }>, windowEnd: number): number;
export declare function median(values: readonly number[]): number;
export declare function shownRatio(ours: number, stock: number): number | null;
export declare function budgetRows(
  results: ReadonlyArray<{ label: string; path: string; ours: { blockingMs: number }; stock: { blockingMs: number } }>,
): Array<{ name: string; measured: number; met: boolean }>;
