export declare const drawings: Record<string, string[]>;
export declare function sprite(): string;
