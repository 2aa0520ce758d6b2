export interface SourceMapLike {
  sources: string[];
  mappings: string;
}
export interface PartSize {
  raw: number;
  gzipAlone: number;
  gzip: number;
  /** What the page's gzip bytes lose when the part is taken out. */
  marginal: number;
}
export interface AttributedFile {
  label: string;
  code: string;
  gzip: number;
  attributed: Map<string, string> | null;
  pageChunk?: boolean;
}
export declare function decodeMappings(mappings: string): [number, number][][];
export declare function attribute(code: string, map: SourceMapLike): Map<string, string>;
export declare function partOf(source: string): string;
export declare function valueExtents(code: string, key: string): [number, number][];
export declare function splitSiteData(text: string): Record<string, string>;
export declare function groupParts(files: AttributedFile[]): Record<string, PartSize>;
export declare function firstLoadBreakdown(outDir: string, htmlFile: string): { files: { url: string; raw: number; gzip: number }[]; parts: Record<string, PartSize> };
export interface PartComparison {
  part: string;
  before: { raw: number; gzip: number; marginal?: number };
  after: { raw: number; gzip: number; marginal?: number };
  growth: number;
}
export declare function compareParts(before: Record<string, { raw: number; gzip: number; marginal?: number }>, after: Record<string, { raw: number; gzip: number; marginal?: number }>): PartComparison[];
