import { describe, expect, it } from 'vitest';
import { readerCode, TutorialPage } from './page';

describe('readerCode', () => {
  it('applies diff markers as the reader does: removed lines go, added lines lose their marker', () => {
    const code = ["  output: {", "    assetPrefix: '/old/', // [!code --]", "    assetPrefix: '/new/', // [!code ++]", '  },'].join('\n');
    expect(readerCode(code)).toBe("  output: {\n    assetPrefix: '/new/',\n  },\n");
  });
});

describe('TutorialPage', () => {
  const page = new TutorialPage('docs/en/guide/start/quick-start.mdx');
  it('finds a complete block and a fragment by title', () => {
    expect(page.code('src/index.tsx')).toContain("import('./bootstrap')");
    expect(page.code('consumer/tsconfig.json', 'fragment')).toContain('paths');
  });
  it('names the page when a block is missing', () => {
    expect(() => page.code('no/such/file.ts')).toThrow(/^docs\/en\/guide\/start\/quick-start\.mdx: expected one complete code block titled "no\/such\/file\.ts", found 0$/);
  });
  it('reads the shell lines and the install commands', () => {
    expect(page.shellLines().some((line) => line.startsWith('npm create rsbuild'))).toBe(true);
    expect(page.packageManagerCommands()).toContain('add -D @module-federation/rsbuild-plugin');
  });
});
