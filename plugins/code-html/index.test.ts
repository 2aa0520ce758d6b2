import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { rehypeCodeAsHtml } from './index';

const span = (style: string, text: string): Element => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: text }] });
const line = (...tokens: Element[]): Element => ({ type: 'element', tagName: 'span', properties: { class: 'line' }, children: tokens });
const pre = (className: string, code: Element): Element => ({ type: 'element', tagName: 'pre', properties: { class: className, tabindex: '0' }, children: [code] });
const code = (...lines: Element[]): Element => ({ type: 'element', tagName: 'code', properties: {}, children: lines });

/** A tree as Rspress's Shiki step leaves it: the block inside a fragment of its own. */
function tree(block: Element): Root {
  return { type: 'root', children: [{ type: 'root', children: [block] } as unknown as Element] };
}

function innerHtmlOf(root: Root): string | undefined {
  const fragment = root.children[0] as unknown as Root;
  const block = fragment.children[0] as Element;
  const inner = block.children[0] as unknown as { type: string; name?: string; data?: { _mdxExplicitJsx?: boolean }; attributes?: Array<{ name: string; value: { data: { estree: { body: Array<{ expression: { properties: Array<{ value: { value: string } }> } }> } } } }> };
  if (inner.type !== 'mdxJsxTextElement') return undefined;
  expect(inner.name).toBe('code');
  // Rendered as a plain element, not through the page's `code` component.
  expect(inner.data?._mdxExplicitJsx).toBe(true);
  expect(inner.attributes?.[0]?.name).toBe('dangerouslySetInnerHTML');
  return inner.attributes?.[0]?.value.data.estree.body[0]?.expression.properties[0]?.value.value;
}

describe('rehypeCodeAsHtml', () => {
  it("turns a Shiki block's code into one HTML string, with the code's text escaped", () => {
    const root = tree(pre('shiki css-variables', code(line(span('color:red', 'const a = '), span('color:blue', `'<b>' && "x"`)))));
    rehypeCodeAsHtml()(root);
    expect(innerHtmlOf(root)).toBe(`<span class="line"><span style="color:red">const a = </span><span style="color:blue">&#x27;&lt;b&gt;&#x27; &amp;&amp; &quot;x&quot;</span></span>`);
  });

  it('leaves other blocks alone: a pre Shiki did not write, or a code element with attributes', () => {
    const plain = tree(pre('not-highlighted', code(line(span('color:red', 'x')))));
    rehypeCodeAsHtml()(plain);
    expect(innerHtmlOf(plain)).toBeUndefined();
    const withClass: Element = { ...code(line(span('color:red', 'x'))), properties: { className: ['language-ts'] } };
    const kept = tree(pre('shiki', withClass));
    rehypeCodeAsHtml()(kept);
    expect(innerHtmlOf(kept)).toBeUndefined();
  });

  it('stops the build on a node Shiki does not write, which could carry markup', () => {
    const raw = { type: 'raw', value: '<img src=x onerror=alert(1)>' } as unknown as Element;
    const root = tree(pre('shiki', code(line(raw))));
    expect(() => rehypeCodeAsHtml()(root)).toThrow(/plugins\/code-html: .*"raw" node/);
  });
});
