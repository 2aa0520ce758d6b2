import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attribute, compareParts, decodeMappings, groupParts, partOf, splitSiteData, valueExtents } from './analyze.mjs';

/** Encodes one base64 VLQ value, to write source maps by hand. */
function vlq(value: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += chars[digit];
  } while (rest > 0);
  return out;
}
const segment = (...values: number[]) => values.map(vlq).join('');

describe('source maps', () => {
  it('decodes mappings into columns and sources, relative values summed across lines', () => {
    // Line 1: column 0 → source 0, column 5 → source 1, column 9 → no source; line 2: column 2 → source 1.
    const mappings = `${segment(0, 0, 0, 0)},${segment(5, 1, 0, 0)},${segment(4)};${segment(2, 0, 1, 0)}`;
    expect(decodeMappings(mappings)).toEqual([[[0, 0], [5, 1], [9, -1]], [[2, 1]]]);
  });

  it('gives every byte of the file to the source its segment names', () => {
    const code = 'aaaaabbbbcc\nxxyyy';
    const map = { sources: ['a.js', 'b.js'], mappings: `${segment(0, 0, 0, 0)},${segment(5, 1, 0, 0)},${segment(4)};${segment(2, 0, 1, 0)}` };
    const parts = attribute(code, map);
    expect(parts.get('a.js')).toBe('aaaaa');
    expect(parts.get('b.js')).toBe('bbbbyyy');
    expect(parts.get('(unmapped)')).toBe('cc\nxx');
    expect([...parts.values()].join('').length).toBe(code.length);
  });
});

describe('partOf', () => {
  it('groups sources into packages, Rspress generated modules and our folders', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react + react-dom + scheduler');
    expect(partOf('webpack://x/../../node_modules/react-router/dist/index.mjs')).toBe('react-router');
    expect(partOf('../../node_modules/@rspress/core/dist/runtime/route.js')).toBe('Rspress runtime (@rspress/core/runtime)');
    expect(partOf('../../node_modules/@rspress/core/dist/theme/components/Link/index.js')).toBe('Rspress stock theme parts (@rspress/core/theme-original)');
    expect(partOf('../../../../node_modules/.rspress/runtime/virtual-routes.js')).toBe('Rspress: route table (virtual-routes)');
    expect(partOf('../../../../node_modules/.rspress/virtual-page-data.js')).toBe('Rspress: page list (virtual-page-data)');
    expect(partOf('webpack://webpack/runtime/jsonp_chunk_loading')).toBe('webpack runtime');
    expect(partOf('../../../theme/components/Nav/index.tsx')).toBe('ours: theme/components/Nav');
    expect(partOf('../../../theme/lib/nav.ts')).toBe('ours: theme/lib/');
    expect(partOf('../../../theme/index.tsx')).toBe('ours: theme/index.tsx');
    expect(partOf('../../../components/ImageZoom/index.tsx')).toBe('ours: components/ImageZoom');
    expect(partOf('../../../shared/routes.ts')).toBe('ours: shared/');
    expect(partOf('/tmp/x/docs/en/configure/shared.mdx')).toBe('page content (MDX)');
    expect(partOf('../../node_modules/clsx/dist/clsx.mjs')).toBe('package: clsx');
  });
});

describe('the site data split', () => {
  it('finds the sidebars and the nav in minified code and JSON, strings respected', () => {
    const code = 'e.exports={base:"/",themeConfig:{locales:[{lang:"en",nav:[{text:"a]"}],sidebar:{"/guide/":[{text:"x}"}]}},{"lang":"zh","nav":[],"sidebar":{}}]}}';
    const pieces = splitSiteData(code);
    expect(pieces['site data: sidebars']).toBe('sidebar:{"/guide/":[{text:"x}"}]}"sidebar":{}');
    expect(pieces['site data: nav']).toBe('nav:[{text:"a]"}]"nav":[]');
    expect(pieces['site data: the rest']).toBe('e.exports={base:"/",themeConfig:{locales:[{lang:"en",,},{"lang":"zh",,}]}}');
    expect(valueExtents('x:{a:1}', 'y')).toEqual([]);
  });
});

describe('groupParts and compareParts', () => {
  it('shares the real gzip total out over the parts', () => {
    const code = `${'a'.repeat(3000)}${'0123456789'.repeat(300)}`;
    const real = gzipSync(code, { level: 9 }).length;
    const parts = groupParts([
      { label: 'file: /x.js', code, gzip: real, attributed: new Map([['../node_modules/react/index.js', 'a'.repeat(3000)], ['../theme/lib/a.ts', '0123456789'.repeat(300)]]) },
      { label: 'file: /styles.js', code: 'x', gzip: 21, attributed: null },
    ]);
    expect(Object.keys(parts).sort()).toEqual(['file: /styles.js', 'ours: theme/lib/', 'react + react-dom + scheduler']);
    expect(Math.abs(Object.values(parts).reduce((total, part) => total + part.gzip, 0) - (real + 21))).toBeLessThanOrEqual(2);
    expect(parts['react + react-dom + scheduler'].raw).toBe(3000);
  });

  it('keeps the figures of a file that did not change when another one grows', () => {
    const react = { label: 'file: /lib-react.js', code: 'r'.repeat(500), gzip: 40, attributed: new Map([['../node_modules/react/index.js', 'r'.repeat(500)]]) };
    const entry = (routes: string) => ({ label: 'file: /index.js', code: routes, gzip: gzipSync(routes).length, attributed: new Map([['../.rspress/runtime/virtual-routes.js', routes]]) });
    const small = groupParts([react, entry('{path:"/a"}')]);
    const large = groupParts([react, entry(Array.from({ length: 500 }, (_, index) => `{path:"/a${index * 7919}"}`).join(','))]);
    expect(large['react + react-dom + scheduler']).toEqual(small['react + react-dom + scheduler']);
    expect(large['Rspress: route table (virtual-routes)'].gzip).toBeGreaterThan(small['Rspress: route table (virtual-routes)'].gzip);
  });

  it('says what taking a part out of its file saves', () => {
    const routes = Array.from({ length: 300 }, (_, index) => `{path:"/r${index * 7919}"}`).join(',');
    const theme = 'function Nav(){return h("nav",null,links.map(l=>h(Link,l)))}'.repeat(20);
    const code = theme + routes;
    const parts = groupParts([{ label: 'file: /index.js', code, gzip: gzipSync(code, { level: 9 }).length, attributed: new Map([['../theme/components/Nav/index.tsx', theme], ['../.rspress/runtime/virtual-routes.js', routes]]) }]);
    expect(parts['Rspress: route table (virtual-routes)'].marginal).toBe(gzipSync(code, { level: 9 }).length - gzipSync(theme, { level: 9 }).length);
    expect(parts['ours: theme/components/Nav'].marginal).toBe(gzipSync(code, { level: 9 }).length - gzipSync(routes, { level: 9 }).length);
  });

  it('orders parts by growth', () => {
    const rows = compareParts({ a: { raw: 1, gzip: 100 }, b: { raw: 1, gzip: 100 } }, { a: { raw: 1, gzip: 150 }, b: { raw: 1, gzip: 1000 }, c: { raw: 1, gzip: 10 } });
    expect(rows.map((row) => [row.part, row.growth])).toEqual([['b', 900], ['a', 50], ['c', 10]]);
  });
});
