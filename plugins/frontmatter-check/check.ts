import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { featureIconProblem } from '../../shared/feature-icons';
import { isKeywordsValue } from '../../shared/search/keywords';

/** One problem found in a page's frontmatter, with its position in the page file (1-based). */
export interface FrontmatterProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * Checks the YAML frontmatter at the top of a page. Rspress only logs a warning for frontmatter it
 * cannot parse and then builds the page without it (losing its description and title), so a typo there
 * would ship silently; this returns what is wrong, with page-file line numbers.
 */
export function checkFrontmatter(source: string): FrontmatterProblem[] {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return [];
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end === -1) {
    return [{ line: 1, column: 1, message: 'the frontmatter opened here is never closed with a "---" line' }];
  }
  const yaml = lines.slice(1, end).join('\n');
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { prettyErrors: true, lineCounter });
  const problems: FrontmatterProblem[] = document.errors.map((error) => ({
    // The YAML starts on the page's second line.
    line: (error.linePos?.[0].line ?? 1) + 1,
    column: error.linePos?.[0].col ?? 1,
    message: firstLine(error.message),
  }));
  if (problems.length === 0 && document.contents !== null && !isMapping(document.toJS())) {
    problems.push({ line: 2, column: 1, message: 'the frontmatter must be a list of "key: value" lines' });
  }
  if (problems.length === 0 && isMap(document.contents)) {
    // Search reads `keywords` (plugins/search-index); a shape it cannot read would be dropped silently.
    const pair = document.contents.items.find((item) => isScalar(item.key) && item.key.value === 'keywords');
    if (pair && !isKeywordsValue(document.toJS().keywords)) {
      const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
      const { line, col } = lineCounter.linePos(offset);
      problems.push({ line: line + 1, column: col, message: 'keywords must be a list of words or phrases, such as [share react, duplicate react]' });
    }
    // A home page's feature cards: an icon name that no drawing answers would show as a word.
    const features = document.contents.get('features', true) as Node | undefined;
    if (isSeq(features)) {
      for (const feature of features.items) {
        if (!isMap(feature)) continue;
        const pair = feature.items.find((item) => isScalar(item.key) && item.key.value === 'icon');
        if (!pair) continue;
        const message = featureIconProblem(isScalar(pair.value) ? pair.value.value : pair.value);
        if (!message) continue;
        const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
        const { line, col } = lineCounter.linePos(offset);
        problems.push({ line: line + 1, column: col, message: `features: ${message}` });
      }
    }
  }
  return problems;
}

function isMapping(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstLine(message: string): string {
  // The YAML library appends its own (frontmatter-relative) position; the page position replaces it.
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').trim();
}

/** `file:line:column message`, the shape editors and terminals turn into a link. */
export function formatProblem(file: string, problem: FrontmatterProblem): string {
  return `${file}:${problem.line}:${problem.column} frontmatter: ${problem.message}`;
}
