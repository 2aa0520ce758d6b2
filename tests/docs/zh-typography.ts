/**
 * Typography rules for Chinese prose, as Chinese technical writing expects them: a space between CJK
 * and Latin letters or digits, and full-width punctuation after CJK text. Code, inline code, links'
 * targets, HTML/JSX tags and frontmatter are left alone.
 */

export interface TypographyProblem {
  line: number;
  rule: 'space' | 'punctuation';
  excerpt: string;
}

const cjk = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const missingSpace = new RegExp(`[${cjk}][A-Za-z0-9]|[A-Za-z0-9][${cjk}]`, 'g');
const halfWidthAfterCjk = new RegExp(`[${cjk}][,;:?!](?=\\s|$|[${cjk}])|[${cjk}]\\.(?=[${cjk}]|$)`, 'g');

/** Blanks out the parts of a line that are not prose, keeping positions. */
function proseOf(line: string): string {
  return line
    .replace(/`[^`]*`/g, (match) => ' '.repeat(match.length))
    .replace(/\]\([^)]*\)/g, (match) => ']' + ' '.repeat(match.length - 1))
    .replace(/<[^>]+>/g, (match) => ' '.repeat(match.length))
    .replace(/\{#[^}]*\}/g, (match) => ' '.repeat(match.length))
    .replace(/https?:\/\/\S+/g, (match) => ' '.repeat(match.length));
}

export function checkZhTypography(source: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  const lines = source.split('\n');
  let inFence = false;
  let inFrontmatter = lines[0] === '---';
  lines.forEach((raw, index) => {
    if (inFrontmatter) {
      if (index > 0 && raw === '---') inFrontmatter = false;
      return;
    }
    if (/^\s*(`{3,}|~{3,})/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^\s*(import|export)\s/.test(raw) || /^\s*\|?\s*:?-{3,}/.test(raw)) return;
    const prose = proseOf(raw);
    for (const match of prose.matchAll(missingSpace)) {
      problems.push({ line: index + 1, rule: 'space', excerpt: raw.slice(Math.max(0, match.index! - 8), match.index! + 10) });
    }
    for (const match of prose.matchAll(halfWidthAfterCjk)) {
      problems.push({ line: index + 1, rule: 'punctuation', excerpt: raw.slice(Math.max(0, match.index! - 8), match.index! + 10) });
    }
  });
  return problems;
}
