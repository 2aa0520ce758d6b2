export declare function scriptPart(url: string, functionName: string): string;
export interface CpuProfileLike {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}
export declare function profileParts(profile: CpuProfileLike): { part: string; ms: number }[];
