/**
 * A remark step after the preview plugin's own: every page with live examples also exports them by id,
 * `export const __mfDemos = { "<demoId>": Demo<demoId>, ... }`. On a first load the page body is the
 * server's markup and is not hydrated; the example is then mounted on its own (components/Islands),
 * and finds its component through this export of the page's module, which the first load has loaded
 * anyway for the page data.
 */

/** The name of the page module's export that maps demo ids to their components. */
export const DEMO_EXPORT = '__mfDemos';

interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdxNode[];
  value?: string;
  data?: Record<string, unknown>;
}

/** The demo ids of the `<Preview demoId="...">` elements the preview plugin left in the tree. */
export function demoIds(tree: MdxNode): string[] {
  const ids: string[] = [];
  const walk = (node: MdxNode) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Preview') {
      const id = node.attributes?.find((attribute) => attribute.name === 'demoId')?.value;
      if (typeof id === 'string') ids.push(id);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return ids;
}

/** The ESM node (with the ESTree MDX compiles from) that exports the demos of a page. */
export function demoExportNode(ids: readonly string[]): MdxNode {
  const properties = ids.map((id) => ({
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: { type: 'Literal', value: id, raw: JSON.stringify(id) },
    value: { type: 'Identifier', name: `Demo${id}` },
  }));
  return {
    type: 'mdxjsEsm',
    value: `export const ${DEMO_EXPORT} = { ${ids.map((id) => `${JSON.stringify(id)}: Demo${id}`).join(', ')} };`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: { type: 'Identifier', name: DEMO_EXPORT },
                  init: { type: 'ObjectExpression', properties },
                },
              ],
            },
          },
        ],
      },
    },
  };
}

/** The remark plugin: adds the export to pages that have live examples. */
export function remarkDemoExports() {
  return (tree: MdxNode) => {
    const ids = demoIds(tree);
    if (ids.length > 0) tree.children?.push(demoExportNode(ids));
  };
}
