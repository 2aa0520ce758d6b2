import { describe, expect, it } from 'vitest';
import { profileParts, scriptPart } from './profile.mjs';

describe('the build profile', () => {
  it('names the part of the build a script belongs to', () => {
    expect(scriptPart('file:///repo/node_modules/shiki/dist/index.mjs', 'x')).toBe('shiki');
    expect(scriptPart('file:///repo/node_modules/@mdx-js/mdx/lib/core.js', 'x')).toBe('@mdx-js/mdx');
    expect(scriptPart('file:///repo/node_modules/@rspress/core/dist/node/mdx/loader.js', 'x')).toBe('@rspress/core (node/mdx)');
    expect(scriptPart('file:///repo/plugins/search-index/record.ts', 'x')).toBe('ours: plugins/search-index');
    expect(scriptPart('file:///repo/shared/mdx-scan.ts', 'x')).toBe('ours: shared/');
    expect(scriptPart('node:internal/fs/utils', 'x')).toBe('node internals');
    expect(scriptPart('', '(idle)')).toBe('(idle: waiting for Rspack threads or I/O)');
    expect(scriptPart('', '(garbage collector)')).toBe('(garbage collector)');
  });

  it('sums self time per part, largest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: '', functionName: '(idle)' } },
        { id: 2, callFrame: { url: 'file:///r/node_modules/shiki/a.js', functionName: 'f' } },
        { id: 3, callFrame: { url: 'file:///r/node_modules/shiki/b.js', functionName: 'g' } },
      ],
      samples: [1, 2, 3, 2],
      timeDeltas: [5000, 10000, 10000, 10000],
    };
    expect(profileParts(profile)).toEqual([
      { part: 'shiki', ms: 30 },
      { part: '(idle: waiting for Rspack threads or I/O)', ms: 5 },
    ]);
  });
});
