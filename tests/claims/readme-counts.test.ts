import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsIn, claimsPerPage, readmeClaims } from './count';

describe('executed claims per page', () => {
  it('counts claim calls, resolving the page from a string or the const above', () => {
    const source = ["const page = 'a/b';", "claim(page, 'x', 'y', () => {});", "claim('c/d', 'x', 'y', () => {});", "const page = 'e/f';", 'claim(page, …'].join('\n');
    expect(claimsIn(source.replace('claim(page, …', "claim(page, 'z', 'w', () => {});"))).toEqual(
      new Map([
        ['a/b', 1],
        ['c/d', 1],
        ['e/f', 1],
      ]),
    );
    expect(() => claimsIn("claim(unknown, 'x', 'y', () => {});")).toThrow(/names no page/);
  });

  it('the README states the number the claim files hold, page by page', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const stated = Object.fromEntries([...readmeClaims(readme)].sort());
    const actual = Object.fromEntries([...claimsPerPage()].sort());
    expect(stated).toEqual(actual);
  });
});
