export interface Variant {
  slug: string;
  en: string;
  zh: string;
}
export declare const VARIANTS: Variant[];
export declare function seededRandom(seed: string): () => number;
export declare function splitFrontmatter(source: string): { frontmatter: string; body: string };
export interface Block {
  kind: 'heading' | 'paragraph' | 'fixed' | 'blank';
  lines: string[];
}
export declare function blocksOf(body: string): Block[];
export declare function shuffleParagraphs(body: string, random: () => number): string;
export declare function variantLabel(label: string, variant: Variant, lang: string): string;
export declare function absoluteImports(source: string, sourceDir: string): string;
export declare function varyPage(source: string, options: { variant: Variant | null; lang: string; seed: string }): string;
export declare function scaleTree(files: Map<string, string>, options?: { factor?: number; sourceRoot?: string }): Map<string, string>;
export declare function pageCounts(files: Map<string, string>): Record<string, number>;
export declare function readTree(root: string): Map<string, string>;
export declare function writeTree(files: Map<string, string>, target: string, sourceRoot: string): void;
