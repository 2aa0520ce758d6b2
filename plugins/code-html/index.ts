import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Program } from 'estree';

/**
 * The highlighted code of a fence reaches the page's module as one HTML string instead of a JSX tree.
 *
 * Shiki turns a fence into `pre > code > span.line > span[style]`. Compiled to JSX that is one function
 * call with a style object per token; as a string, set with `dangerouslySetInnerHTML` on the `code`
 * element, the page chunks are 13% smaller (2% gzipped) and the build at ten times the pages peaks about
 * 1 GB lower. The built HTML is the same markup, and a page rendered after a client-side navigation
 * inserts it in one step. The string is Shiki's own output serialized by hast-util-to-html, its text
 * escaped as React escapes it, so the code is text, never markup.
 *
 * Runs after Shiki (Rspress runs the site's rehype plugins after its own). Only a `pre` that Shiki
 * wrote (class `shiki`) with a bare `code` inside is changed; anything else is left as it is.
 */
export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    walk(tree as unknown as Parent);
  };
}

/** Any node with children: the root, an element, an MDX JSX element, or a fragment Shiki left in place. */
interface Parent {
  type: string;
  children: Array<RootContent | ElementContent | Parent>;
}

function hasChildren(node: unknown): node is Parent {
  return typeof node === 'object' && node !== null && Array.isArray((node as Parent).children);
}

function walk(node: Parent): void {
  for (const child of node.children) {
    if (child.type === 'element' && isShikiPre(child as Element)) {
      const pre = child as Element;
      pre.children = pre.children.map((inner) => (isBareCode(inner) ? codeAsHtml(inner) : inner));
    } else if (hasChildren(child)) {
      walk(child);
    }
  }
}

function classList(element: Element): string[] {
  const value = element.properties.className ?? element.properties.class;
  return Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/).filter(Boolean);
}

function isShikiPre(element: Element): boolean {
  return element.tagName === 'pre' && classList(element).includes('shiki');
}

function isBareCode(node: ElementContent | RootContent): node is Element {
  return node.type === 'element' && node.tagName === 'code' && Object.keys(node.properties).length === 0;
}

/** `{__html: html}` as the estree the MDX compiler reads from an attribute's expression. */
function innerHtmlExpression(html: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{
      type: 'ExpressionStatement',
      expression: {
        type: 'ObjectExpression',
        properties: [{
          type: 'Property',
          key: { type: 'Identifier', name: '__html' },
          value: { type: 'Literal', value: html },
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        }],
      },
    }],
  };
}

/** The characters React escapes in text; the built page is checked by html-validate, which wants `>` too. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * A copy of the tree whose text is already escaped as React escapes it (as raw nodes, which the
 * serializer writes as they are). Shiki writes elements and text only; anything else (a raw node above
 * all) could put markup in the string, so it stops the build.
 */
function escapedText(node: ElementContent): ElementContent {
  if (node.type === 'text') return { type: 'raw', value: node.value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char) } as unknown as ElementContent;
  if (node.type === 'element') return { ...node, children: node.children.map(escapedText) };
  throw new Error(`plugins/code-html: a highlighted code block holds a "${node.type}" node; only elements and text are expected from Shiki`);
}

/**
 * The `code` element as an MDX JSX element whose content is its HTML, marked as JSX the writer typed so
 * that MDX renders a plain `code` element rather than the page's `code` component (which inline code
 * keeps): a component that rendered only its children would drop the string.
 */
function codeAsHtml(code: Element): ElementContent {
  const html = toHtml(code.children.map(escapedText), { allowDangerousHtml: true });
  const node = {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [{
      type: 'mdxJsxAttribute',
      name: 'dangerouslySetInnerHTML',
      value: { type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(html)}}`, data: { estree: innerHtmlExpression(html) } },
    }],
    children: [],
    data: { _mdxExplicitJsx: true },
  };
  return node as unknown as ElementContent;
}
