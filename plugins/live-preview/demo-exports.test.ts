import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { DEMO_EXPORT, demoExportNode, demoIds, remarkDemoExports } from './demo-exports';

const preview = (id: string) => ({
  type: 'mdxJsxFlowElement',
  name: 'Preview',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'previewMode', value: 'internal' },
    { type: 'mdxJsxAttribute', name: 'demoId', value: id },
  ],
  children: [{ type: 'mdxJsxFlowElement', name: `Demo${id}`, children: [] }],
});

describe('demo exports', () => {
  it('finds every Preview element left by the preview plugin', () => {
    const tree = { type: 'root', children: [preview('_react_bridge_1'), { type: 'paragraph', children: [preview('_x_2')] }] };
    expect(demoIds(tree)).toEqual(['_react_bridge_1', '_x_2']);
    expect(demoIds({ type: 'root', children: [] })).toEqual([]);
  });

  it('compiles into a module export that maps ids to the demo components', async () => {
    const attach = () => (tree: { children: unknown[] }) => {
      tree.children.unshift({
        type: 'mdxjsEsm',
        value: "import Demo_a_1 from './demo.tsx'",
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [
              {
                type: 'ImportDeclaration',
                specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Demo_a_1' } }],
                source: { type: 'Literal', value: './demo.tsx', raw: "'./demo.tsx'" },
              },
            ],
          },
        },
      });
      tree.children.push(preview('_a_1'));
    };
    const output = String(await compile('# Page', { remarkPlugins: [attach, remarkDemoExports] }));
    expect(output).toMatch(new RegExp(`export const ${DEMO_EXPORT} = \\{\\s*"_a_1": Demo_a_1\\s*\\}`));
    expect(demoExportNode(['_a_1']).value).toBe(`export const ${DEMO_EXPORT} = { "_a_1": Demo_a_1 };`);
  });

  it('leaves a page without examples alone', async () => {
    const output = String(await compile('# Page', { remarkPlugins: [remarkDemoExports] }));
    expect(output).not.toContain(DEMO_EXPORT);
  });
});
