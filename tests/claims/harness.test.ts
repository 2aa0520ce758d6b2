import { describe, expect, it } from 'vitest';
import { buildProducer, claimMismatch, nodeHost, prose, rejection, sectionOf } from './harness';

describe('claims harness', () => {
  it('reads a section up to the next heading of the same or a higher level', () => {
    const source = ['# T', '## A {#a}', 'one', '### B {#b}', 'two', '## C {#c}', 'three'].join('\n');
    expect(sectionOf(source, 'a')).toBe('## A {#a}\none\n### B {#b}\ntwo');
    expect(sectionOf(source, 'b')).toBe('### B {#b}\ntwo');
    expect(sectionOf(source, 'missing')).toBeUndefined();
  });

  it('compares prose without markdown marks', () => {
    expect(prose('With `singleton: true`\n only **one** [copy](/x)')).toBe('With singleton: true only one copy');
  });

  it('names the page when the claim is no longer on it', () => {
    expect(claimMismatch('configure/shared', 'singleton', ['a sentence no page has'])).toMatch(/^docs\/en\/configure\/shared\.mdx #singleton no longer says/);
    expect(claimMismatch('configure/shared', 'no-such-anchor', ['x'])).toMatch(/has no heading \{#no-such-anchor\}/);
  });

  it('builds a producer that a Node host loads', async () => {
    const producer = await buildProducer({
      name: 'harness_provider',
      files: { 'src/answer.ts': 'export const answer = 42;\n' },
      federation: { exposes: { './answer': './src/answer.ts' } },
    });
    expect(producer.errors).toEqual([]);
    const host = nodeHost({ name: 'harness_host', remotes: [{ name: 'harness_provider', entry: producer.entry }] });
    await expect(host.loadRemote<{ answer: number }>('harness_provider/answer')).resolves.toMatchObject({ answer: 42 });
    expect(await rejection(host.loadRemote('harness_provider/missing'))).toContain('does not exist in container');
  });
});
