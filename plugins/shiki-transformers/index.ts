/**
 * Build-time Shiki transformers for code fences, registered in rspress.config.ts. They run in Node
 * while pages compile; readers receive the finished classes and no highlighting code.
 */
import type { UserConfig } from '@rspress/core';
import { FRAGMENT_CLASS, isFragmentMeta, parseHighlightRanges, splitDiffNotation } from '../../shared/code-meta';

type ShikiTransformer = NonNullable<NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['transformers']>[number];

const highlighted = Symbol('mf-highlighted-lines');
const diffLines = Symbol('mf-diff-lines');
type Meta = Record<symbol, unknown>;

/**
 * Highlights the lines a fence names in braces (```ts {1,3-5}): each gets the class `highlighted`
 * and the `<pre>` gets `has-highlighted`.
 */
export function transformerHighlightRanges(): ShikiTransformer {
  return {
    name: 'mf:highlight-ranges',
    line(node, line) {
      const meta = this.meta as Meta;
      meta[highlighted] ??= new Set(parseHighlightRanges(this.options.meta?.__raw));
      if ((meta[highlighted] as Set<number>).has(line)) this.addClassToHast(node, 'highlighted');
      return node;
    },
    pre(node) {
      const lines = (this.meta as Meta)[highlighted] as Set<number> | undefined;
      if (lines && lines.size > 0) this.addClassToHast(node, 'has-highlighted');
      return node;
    },
  };
}

/**
 * Shows lines ending in `// [!code ++]` or `// [!code --]` as added or removed: the marker comment is
 * taken out of the code (so it is neither shown nor copied) and the line gets `diff add` or
 * `diff remove`; the +/- gutter is drawn by CSS.
 */
export function transformerDiffNotation(): ShikiTransformer {
  return {
    name: 'mf:diff-notation',
    preprocess(code) {
      const marks = new Map<number, 'add' | 'remove'>();
      const lines = code.split('\n').map((line, index) => {
        const { text, diff } = splitDiffNotation(line);
        if (diff) marks.set(index + 1, diff);
        return text;
      });
      (this.meta as Meta)[diffLines] = marks;
      return marks.size > 0 ? lines.join('\n') : code;
    },
    line(node, line) {
      const mark = ((this.meta as Meta)[diffLines] as Map<number, string> | undefined)?.get(line);
      if (mark) this.addClassToHast(node, ['diff', mark]);
      return node;
    },
    pre(node) {
      const marks = (this.meta as Meta)[diffLines] as Map<number, string> | undefined;
      if (marks && marks.size > 0) this.addClassToHast(node, 'has-diff');
      return node;
    },
  };
}

/**
 * Marks an excerpt (` ```ts fragment `) so the reader can tell it from a whole file: the `<pre>` gets the
 * `containerElementClassName` prop, which the code block puts on its container and labels.
 */
export function transformerFragmentMark(): ShikiTransformer {
  return {
    name: 'mf:fragment-mark',
    pre(node) {
      if (isFragmentMeta(this.options.meta?.__raw)) node.properties = { ...node.properties, containerElementClassName: FRAGMENT_CLASS };
      return node;
    },
  };
}
