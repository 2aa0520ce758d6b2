import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Each fixture is a two-page site whose second page is broken in one way; the build must refuse it and
// say where. The builds run one after another: Rspress writes its temporary files next to the config.
const repoRoot = join(__dirname, '../..');
const rspress = join(repoRoot, 'node_modules/.bin/rspress');

function build(fixture: string): { status: number | null; output: string } {
  const cwd = join(repoRoot, 'tests/fixtures', fixture);
  const result = spawnSync(rspress, ['build', '-c', 'rspress.config.ts'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 90_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const fixtures = ['broken-frontmatter', 'broken-mdx', 'dead-link'];
afterAll(() => {
  // What the builds leave next to each fixture config: Rspress's generated runtime and Rspack's cache.
  for (const fixture of fixtures) {
    for (const leftover of ['.rspress', 'node_modules']) {
      rmSync(join(repoRoot, 'tests/fixtures', fixture, leftover), { recursive: true, force: true });
    }
  }
});

describe.sequential('a broken page fails the build and the message says where', () => {
  it('broken frontmatter: names the file, line and column', { timeout: 120_000 }, () => {
    const { status, output } = build('broken-frontmatter');
    expect(status).not.toBe(0);
    // The path is relative to the folder the build runs in (here the fixture's).
    expect(output).toMatch(/(^|\s)docs\/guide\.mdx:3:\d+ frontmatter: /m);
  });

  it('broken MDX: names the file and the line of the unclosed tag', { timeout: 120_000 }, () => {
    const { status, output } = build('broken-mdx');
    expect(status).not.toBe(0);
    expect(output).toMatch(/Expected a closing tag for `<div>` \(9:1-9:6\) in \S*broken-mdx\/docs\/guide\.mdx/);
  });

  it('dead link: names the file and the missing target', { timeout: 120_000 }, () => {
    const { status, output } = build('dead-link');
    expect(status).not.toBe(0);
    expect(output).toMatch(/Dead links found in \S*dead-link\/docs\/guide\.mdx/);
    expect(output).toContain('/does-not-exist');
  });
});
