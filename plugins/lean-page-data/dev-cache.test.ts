import { describe, expect, it } from 'vitest';
import { sidebarSourceKey, sidebarsStillHold, snapshotKeys, type SiteDataSnapshot } from './dev-cache';

describe('sidebarSourceKey', () => {
  const page = '---\ntitle: Shared\ndescription: x\n---\n\n# shared\n\nA paragraph.\n\n## A heading\n';

  it('changes with the title or the frontmatter, not with the body', () => {
    const key = sidebarSourceKey(page);
    expect(sidebarSourceKey(page.replace('A paragraph.', 'Another paragraph.'))).toBe(key);
    expect(sidebarSourceKey(page.replace('## A heading', '## Renamed heading'))).toBe(key);
    expect(sidebarSourceKey(page.replace('# shared', '# Shared config'))).not.toBe(key);
    expect(sidebarSourceKey(page.replace('description: x', 'description: y'))).not.toBe(key);
  });

  it('reads a page without frontmatter, and a `#` line inside the frontmatter is not the title', () => {
    expect(sidebarSourceKey('# Title\n\nText')).toBe('\n# Title');
    expect(sidebarSourceKey('---\n# a yaml comment\n---\n# Title\n')).toContain('\n# Title');
  });
});

describe('sidebarsStillHold', () => {
  const keys = new Map([['/docs/en/a.mdx', 'key-a']]);
  const snapshot: SiteDataSnapshot = { code: 'export default {}', dependencies: ['/docs/en/a.mdx', '/docs/en/_meta.json'], keys };
  const read = (values: Record<string, string | null>) => (file: string) => values[file] ?? null;

  it('holds after a body edit, and after changes to files the sidebars do not read', () => {
    expect(sidebarsStillHold(snapshot, new Set(['/docs/en/a.mdx']), read({ '/docs/en/a.mdx': 'key-a' }))).toBe(true);
    expect(sidebarsStillHold(snapshot, new Set(['/theme/x.tsx']), read({}))).toBe(true);
  });

  it('does not hold after a title, frontmatter or _meta.json change, an unreadable page, or unknown changes', () => {
    expect(sidebarsStillHold(snapshot, new Set(['/docs/en/a.mdx']), read({ '/docs/en/a.mdx': 'key-b' }))).toBe(false);
    expect(sidebarsStillHold(snapshot, new Set(['/docs/en/_meta.json']), read({}))).toBe(false);
    expect(sidebarsStillHold(snapshot, new Set(['/docs/en/a.mdx']), read({}))).toBe(false);
    expect(sidebarsStillHold(snapshot, undefined, read({}))).toBe(false);
  });
});

describe('snapshotKeys', () => {
  it('reads the changed and the new pages again and keeps the others', () => {
    const reads: string[] = [];
    const readKey = (file: string) => {
      reads.push(file);
      return `new-${file}`;
    };
    const previous = new Map([
      ['a.mdx', 'old-a'],
      ['b.mdx', 'old-b'],
    ]);
    const keys = snapshotKeys(['a.mdx', 'b.mdx', 'c.md', '_meta.json'], previous, new Set(['b.mdx']), readKey);
    expect(Object.fromEntries(keys)).toEqual({ 'a.mdx': 'old-a', 'b.mdx': 'new-b.mdx', 'c.md': 'new-c.md' });
    expect(reads).toEqual(['b.mdx', 'c.md']);
  });
});
