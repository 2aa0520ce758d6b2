import { describe, expect, it } from 'vitest';
import { blocksOf, pageCounts, scaleTree, seededRandom, shuffleParagraphs, varyPage, VARIANTS } from './generate.mjs';

const page = (title: string, extra = '') => `---
description: 'About ${title}: what it does.'
---

import { Thing } from '../../../../components/Thing';

# ${title} {#top}

First paragraph of ${title}.

Second paragraph of ${title}.

Third paragraph, which introduces the code:

\`\`\`ts
// # not a heading
const a = 1;

const b = 2;
\`\`\`

## Details {#details}

Fourth paragraph.

Fifth paragraph with a [link](/guide/start/).

| a | b |
| --- | --- |
| 1 | 2 |

:::tip
Inside a container.

Still inside.
:::

<Steps>

### Step one

Text of the step.

</Steps>

<VideoPlayer
  src="/video/a.mp4"
/>

Sixth paragraph.
${extra}`;

/** A small site shaped like ours: a nested section with a section header and divider, a flat one, the nav. */
function site(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of ['en', 'zh']) {
    files.set(`${lang}/index.mdx`, '---\npageType: home\n---\n');
    files.set(`${lang}/404.mdx`, "---\npageType: '404'\n---\n");
    files.set(`${lang}/_nav.json`, JSON.stringify([{ text: lang === 'en' ? 'Guide' : '指南', link: '/guide/start/' }, { text: lang === 'en' ? 'Configuration' : '配置', link: '/configure/' }]));
    files.set(`${lang}/guide/_meta.json`, JSON.stringify([
      'overview',
      { type: 'section-header', label: 'By topic' },
      { type: 'dir', name: 'start', label: 'Getting Started' },
      { type: 'divider', dashed: true },
      { type: 'dir', name: 'deep', label: 'Deep', collapsible: true },
    ]));
    files.set(`${lang}/guide/overview.mdx`, page('Overview'));
    files.set(`${lang}/guide/start/_meta.json`, JSON.stringify(['index', 'quick']));
    files.set(`${lang}/guide/start/index.mdx`, page('Start'));
    files.set(`${lang}/guide/start/quick.mdx`, page('Quick'));
    files.set(`${lang}/guide/deep/_meta.json`, JSON.stringify([{ type: 'dir', name: 'react', label: 'React' }]));
    files.set(`${lang}/guide/deep/react/_meta.json`, JSON.stringify(['index']));
    files.set(`${lang}/guide/deep/react/index.mdx`, page('React'));
    files.set(`${lang}/configure/_meta.json`, JSON.stringify(['index', 'name', { type: 'file', name: 'shared', tag: '<svg/>' }]));
    files.set(`${lang}/configure/index.mdx`, page('Configuration overview'));
    files.set(`${lang}/configure/name.mdx`, page('name'));
    files.set(`${lang}/configure/shared.mdx`, page('shared'));
  }
  return files;
}

const fences = (text: string) => [...text.matchAll(/```[\s\S]*?```/g)].map((match) => match[0]);
const paragraphs = (text: string) =>
  blocksOf(text.replace(/^---[\s\S]*?---\n/, ''))
    .filter((block) => block.kind === 'paragraph')
    .map((block) => block.lines.join('\n').replace(/^# .*$/, ''));

describe('scaleTree', () => {
  it('is deterministic', () => {
    const a = scaleTree(site(), { factor: 10, sourceRoot: '/repo/docs' });
    const b = scaleTree(site(), { factor: 10, sourceRoot: '/repo/docs' });
    expect([...a.entries()]).toEqual([...b.entries()]);
  });

  it('keeps the site as it is at factor 1, imports made absolute', () => {
    const out = scaleTree(site(), { factor: 1, sourceRoot: '/repo/docs' });
    expect([...out.keys()].sort()).toEqual([...site().keys()].sort());
    expect(out.get('en/guide/start/index.mdx')).toContain("from '/repo/components/Thing'");
    expect(out.get('en/guide/start/index.mdx')).toBe(site().get('en/guide/start/index.mdx')!.replace('../../../../components/Thing', '/repo/components/Thing'));
  });

  it('multiplies the section pages by the factor and keeps the home, 404 and nav', () => {
    const source = site();
    const out = scaleTree(source, { factor: 10 });
    const before = pageCounts(source);
    const after = pageCounts(out);
    for (const lang of ['en', 'zh']) {
      expect(after[lang] - 2).toBe((before[lang] - 2) * 10);
      expect(out.get(`${lang}/_nav.json`)).toBe(source.get(`${lang}/_nav.json`));
      expect(out.get(`${lang}/index.mdx`)).toBe(source.get(`${lang}/index.mdx`));
    }
    // The same structure in both languages, so the language switch finds every page.
    const structure = (lang: string) => [...out.keys()].filter((path) => path.startsWith(`${lang}/`)).map((path) => path.slice(3)).sort();
    expect(structure('zh')).toEqual(structure('en'));
  });

  it('repeats a nested section as sibling blocks and a flat one as sub-folders, like our sidebars', () => {
    const out = scaleTree(site(), { factor: 3 });
    const guide = JSON.parse(out.get('en/guide/_meta.json')!);
    expect(guide.slice(0, 5).map((entry: { name?: string; type?: string } | string) => (typeof entry === 'string' ? entry : entry.name ?? entry.type))).toEqual(['overview', 'section-header', 'start', 'divider', 'deep']);
    expect(guide).toHaveLength(15);
    expect(guide[5]).toBe('overview-advanced');
    expect(guide[6]).toEqual({ type: 'section-header', label: 'By topic (Advanced)' });
    expect(guide[7]).toEqual({ type: 'dir', name: 'start-advanced', label: 'Getting Started (Advanced)' });
    expect(guide[9]).toEqual({ type: 'dir', name: 'deep-advanced', label: 'Deep (Advanced)', collapsible: true });
    expect(out.has('en/guide/deep-recipes/react/index.mdx')).toBe(true);
    const configure = JSON.parse(out.get('zh/configure/_meta.json')!);
    expect(configure.slice(3)).toEqual([
      { type: 'dir', name: 'advanced', label: '配置（进阶）' },
      { type: 'dir', name: 'recipes', label: '配置（实践）' },
    ]);
    expect(JSON.parse(out.get('en/configure/advanced/_meta.json')!)).toEqual(['index', 'name', { type: 'file', name: 'shared', tag: '<svg/>' }]);
  });

  it('names in every _meta.json a page or a folder that exists', () => {
    const out = scaleTree(site(), { factor: 10 });
    for (const [path, text] of out) {
      if (!path.endsWith('_meta.json')) continue;
      const folder = path.slice(0, -'_meta.json'.length);
      for (const entry of JSON.parse(text) as (string | { type: string; name?: string })[]) {
        const name = typeof entry === 'string' ? entry : entry.type === 'dir' || entry.type === 'file' ? entry.name : null;
        if (!name) continue;
        const exists = out.has(`${folder}${name}.mdx`) || [...out.keys()].some((key) => key.startsWith(`${folder}${name}/`));
        expect(exists, `${path} names ${name}`).toBe(true);
      }
    }
  });

  it('refuses a factor it has no variants for', () => {
    expect(() => scaleTree(site(), { factor: VARIANTS.length + 2 })).toThrow(/scale factor/);
  });
});

describe('a copied page', () => {
  const source = page('shared');
  const copy = varyPage(source, { variant: VARIANTS[0], lang: 'en', seed: 'en/configure/shared.mdx#advanced' });

  it('varies the title and the description, keeps the frontmatter and the heading ids', () => {
    expect(copy).toContain('# shared (Advanced) {#top}');
    expect(copy).toContain("description: 'About shared: what it does. (Advanced)'");
    expect(copy).toContain('## Details {#details}');
    expect(varyPage(source, { variant: VARIANTS[0], lang: 'zh', seed: 's' })).toContain('# shared（进阶） {#top}');
  });

  it('keeps code, tables, containers and JSX as they are and only reorders prose', () => {
    expect(fences(copy)).toEqual(fences(source));
    for (const fixed of ['| a | b |\n| --- | --- |\n| 1 | 2 |', ':::tip\nInside a container.\n\nStill inside.\n:::', '<Steps>\n\n### Step one\n\nText of the step.\n\n</Steps>', '<VideoPlayer\n  src="/video/a.mp4"\n/>']) {
      expect(copy).toContain(fixed);
    }
    expect(paragraphs(copy).sort()).toEqual(paragraphs(source).sort());
    // A paragraph that ends with a colon stays before what it introduces.
    expect(copy).toContain('Third paragraph, which introduces the code:\n\n```ts');
  });

  it('shuffles within a section only, the same way for the same seed', () => {
    const body = '# T\n\nA.\n\nB.\n\nC.\n\nD.\n\n## H\n\nE.\n\nF.\n';
    const once = shuffleParagraphs(body, seededRandom('x'));
    expect(once).toBe(shuffleParagraphs(body, seededRandom('x')));
    const [first, second] = once.split('## H');
    expect(first.match(/[A-D]\./g)!.sort()).toEqual(['A.', 'B.', 'C.', 'D.']);
    expect(second.match(/[EF]\./g)!.sort()).toEqual(['E.', 'F.']);
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => shuffleParagraphs(body, seededRandom(seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('leaves an original page untouched', () => {
    expect(varyPage(source, { variant: null, lang: 'en', seed: 'x' })).toBe(source);
  });
});
