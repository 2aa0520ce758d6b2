import { describe, expect, it } from 'vitest';
import { extractPage } from './extract';

describe('extracting a page', () => {
  const source = [
    "import { Steps } from '@theme';",
    '',
    '# Shared things',
    '',
    'Intro with **bold** and a [link](/guide/start) and `inlineCode`.',
    '',
    '## singleton {#singleton}',
    '',
    ':::tip Good to know',
    'Only one copy.',
    ':::',
    '',
    '```ts',
    "const host = createInstance({ name: 'host' });",
    'host.loadRemote("app/Button");',
    '```',
    '',
    '| Field | Type |',
    '|---|---|',
    '| `eager` | `boolean` |',
  ].join('\n');

  it('keeps title, headers with ids, prose and code identifiers', () => {
    const page = extractPage(source, [{ id: 'singleton', text: 'singleton', depth: 2 }]);
    expect(page.title).toBe('Shared things');
    expect(page.sections[0].text.join(' ')).toBe('Intro with bold and a link and inlineCode.');
    expect(page.sections[1].header).toEqual({ id: 'singleton', text: 'singleton', depth: 2 });
    expect(page.sections[1].text.join(' ')).toContain('Good to know Only one copy.');
    expect(page.sections[1].text.join(' ')).toContain('eager boolean');
    expect(page.sections[1].code).toEqual(expect.arrayContaining(['host', 'createInstance', 'host.loadRemote', 'app/Button']));
    expect(page.sections[1].code).not.toContain('const');
  });

  it('keeps every sentence of a long section', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ');
    const page = extractPage(`# T\n\n## H {#h}\n\n${words} lastword`, [{ id: 'h', text: 'H', depth: 2 }]);
    expect(page.sections[1].text.join(' ').endsWith('w2999 lastword')).toBe(true);
  });
});
