import { describe, expect, it } from 'vitest';
import { environmentSeconds, pollUntil } from './measure.mjs';

describe('measure helpers', () => {
  it('reads each environment\'s compile time from the build log', () => {
    const log = 'ready   built in 7m 29.6s (node_md)\n\u001b[32mready\u001b[39m   built in 9m 22s (node)\nready   built in 812 ms (web)\n';
    expect(environmentSeconds(log)).toEqual({ node_md: 449.6, node: 562, web: 0.81 });
  });

  it('polls until a condition holds, or gives up at the deadline', async () => {
    let calls = 0;
    await expect(pollUntil(() => (calls += 1) >= 3 && 'done', { timeoutMs: 5000, intervalMs: 1 })).resolves.toBe('done');
    await expect(pollUntil(() => false, { timeoutMs: 20, intervalMs: 5, what: 'nothing' })).rejects.toThrow(/nothing did not happen/);
  });
});

describe('commandLine', () => {
  it('reads --name value pairs and bare flags, with fallbacks', async () => {
    const { commandLine } = await import('./measure.mjs');
    const cli = commandLine(['--factor', '3', '--keep', '--note']);
    expect(cli.option('factor', '10')).toBe('3');
    expect(cli.option('sizes', '1,10')).toBe('1,10');
    // A name with no value after it falls back.
    expect(cli.option('note', 'none')).toBe('none');
    expect(cli.flag('keep')).toBe(true);
    expect(cli.flag('no-dev')).toBe(false);
  });
});
