/**
 * Type-checks the complete code samples of the documentation against the real package types, so a
 * wrong option name or API shape fails the tests. A block counts as a complete sample when its language
 * is TypeScript or JavaScript and its meta does not say `fragment`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks, type CodeBlock } from './code-blocks';

const sampleLangs: Record<string, string> = { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', mjs: 'mjs', cjs: 'cjs', typescript: 'ts', javascript: 'js' };

/** Packages whose types the samples are checked against; an import of any other package is not checked. */
export const checkedPackages = [
  '@module-federation/enhanced',
  '@module-federation/runtime',
  '@module-federation/retry-plugin',
  '@rspack/core',
  'webpack',
  'react',
  'react-dom',
];

export interface SamplePage {
  /** Where the page lives, for messages: `docs/en/configure/shared.mdx`. */
  file: string;
  source: string;
}

export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

interface WrittenSample {
  page: string;
  block: CodeBlock;
  path: string;
}

/** True when a sample may import this module without it being checked (relative files, other packages). */
export function isUncheckedImport(specifier: string): boolean {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return true;
  return !checkedPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

/** The file name a sample is written under: its title's base name when that has a fitting extension. */
export function sampleFileName(block: CodeBlock): string {
  const ext = sampleLangs[block.lang];
  const title = block.title ? basename(block.title) : '';
  if (title && /\.(tsx?|jsx?|mjs|cjs)$/.test(title)) return title;
  return `sample.${ext}`;
}

export function isCheckedSample(block: CodeBlock): boolean {
  return block.lang in sampleLangs && !block.fragment;
}

/** Writes the samples under `workDir` and type-checks them in one program; returns the problems found. */
export function checkSamples(pages: SamplePage[], workDir: string): { checked: number; problems: SampleProblem[] } {
  rmSync(workDir, { recursive: true, force: true });
  const written: WrittenSample[] = [];
  for (const page of pages) {
    extractCodeBlocks(page.source)
      .filter(isCheckedSample)
      .forEach((block, index) => {
        const path = join(workDir, page.file.replace(/\.mdx?$/, ''), String(index), sampleFileName(block));
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, block.code);
        written.push({ page: page.file, block, path });
      });
  }

  const program = ts.createProgram(
    written.map((sample) => sample.path),
    {
      strict: true,
      // Samples for frameworks we do not install (Next.js, Angular, Express) use their callbacks untyped;
      // what we check is the shape of the Module Federation, bundler and React APIs.
      noImplicitAny: false,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: true,
      checkJs: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['node'],
    },
  );

  const byPath = new Map(written.map((sample) => [sample.path, sample]));
  const problems: SampleProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const sample = diagnostic.file ? byPath.get(diagnostic.file.fileName) : undefined;
    if (!sample || !diagnostic.file || diagnostic.start === undefined) {
      problems.push({ file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message });
      continue;
    }
    if ([2307, 2792, 7016].includes(diagnostic.code)) {
      const specifier = /['"]([^'"]+)['"]/.exec(message)?.[1] ?? '';
      if (isUncheckedImport(specifier)) continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push({ file: sample.page, line: sample.block.line + line, message });
  }
  return { checked: written.length, problems };
}
