/**
 * Chinese terminology and typography, as WRITING.md states them: the "Forbidden in Chinese text" column
 * of its Glossary table and the "Forbidden" column of its "Chinese typography rules" table are read from
 * the file itself, so WRITING.md is the one place a rule is written.
 *
 * A forbidden variant is a backticked item; items in a cell are separated by `·`. `/.../flags` is a
 * regular expression, anything else a plain string; `\|` inside a cell is a literal pipe.
 *
 * The rules apply to every Chinese page (frontmatter included), to the Chinese sidebar and nav data
 * (`docs/zh/**.json`), to every Chinese UI string of theme/, components/ and the site config, and to the
 * Chinese video captions (`docs/public/**.zh.vtt`). Fenced code and inline code are never checked. Link
 * targets are not prose and are hidden from the rules, except from a rule whose own pattern matches
 * Markdown link syntax (`](`): such a rule is about a link (the Chrome 调试工具 rule forbids
 * `[…开发者工具…](/guide/basic/chrome-devtool)`), so it reads the line with its link targets in place.
 *
 * Two checks on pages are not in a table, because they are about a page as a whole:
 * - Manifest（清单） on first use: the first "Manifest" of a page's body (headings, prose, link texts)
 *   is written "Manifest（清单）" (`manifestFirstUse`).
 * - Page names: a link that stands for a page, a list item that opens with it (`- [dts](/configure/dts)：…`,
 *   the "相关页面" lists) or a table cell that holds nothing else, names that page by its Chinese title
 *   (`checkLinkTitles`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { scanMdx } from '../../shared/mdx-scan';
import { parseLangPrefix, routeKey, routeOfDocsFile } from '../../shared/routes';

export interface TermRule {
  /** Which table of WRITING.md the rule comes from. */
  table: 'glossary' | 'typography';
  /** How the rule is named in reports: `glossary: producer (remote) → 生产者`, `typography: corner brackets`. */
  name: string;
  /** The variant as WRITING.md writes it: `提供方`, `/[「」『』]/`. */
  variant: string;
  pattern: RegExp;
  /** True when the pattern matches Markdown link syntax, so it must see link targets. */
  seesLinks: boolean;
}

export interface TermProblem {
  /** From the project root: `docs/zh/configure/dts.mdx`, `theme/i18n/zh.ts`. */
  file: string;
  line: number;
  rule: string;
  variant: string;
  /** The offending text itself. */
  text: string;
  /** The line around it, for the report. */
  context: string;
}

export const projectRoot = join(__dirname, '../..');

// ---------------------------------------------------------------------------------------------------
// Reading WRITING.md
// ---------------------------------------------------------------------------------------------------

/** A table row's cells: split on pipes that are not escaped, then `\|` becomes a literal pipe. */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** The rows of the first table after the heading `heading` (header row first, separator left out). */
function tableAfter(markdown: string, heading: RegExp): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`WRITING.md has no heading matching ${heading}`);
  const rows: string[][] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^#{1,6}\s/.test(line)) break;
    if (/^\s*\|/.test(line)) {
      if (!/^\s*\|?\s*:?-{3,}/.test(line)) rows.push(tableCells(line));
    } else if (rows.length > 0) break;
  }
  if (rows.length < 2) throw new Error(`WRITING.md has no table under ${heading}`);
  return rows;
}

/** The backticked items of a cell (`a` · `b`); anything else in the cell is an error in WRITING.md. */
export function cellItems(cell: string): string[] {
  const items = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  const rest = cell.replace(/`[^`]+`/g, '').replace(/[·\s]/g, '');
  if (rest) throw new Error(`WRITING.md: cannot read the forbidden variants in "${cell}" (write \`variant\` · \`variant\`)`);
  return items;
}

/** A variant as a global regular expression: `/…/flags` as written, a plain string literally. */
export function variantPattern(variant: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(variant);
  if (regex) return new RegExp(regex[1], [...new Set(`${regex[2]}g`)].join(''));
  return new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
}

/** True when a variant is written to match a Markdown link: `](` in a plain string, `\]\(` in a regex. */
function matchesLinkSyntax(variant: string): boolean {
  return /^\/.+\/[a-z]*$/s.test(variant) ? variant.includes('\\]\\(') : variant.includes('](');
}

function rulesOf(rows: string[][], table: TermRule['table'], column: string, name: (row: string[]) => string): TermRule[] {
  const [header, ...body] = rows;
  const index = header.findIndex((cell) => cell === column);
  if (index < 0) throw new Error(`WRITING.md: the ${table} table has no column "${column}"`);
  return body.flatMap((row) =>
    cellItems(row[index] ?? '').map((variant) => ({
      table,
      name: `${table}: ${name(row)}`,
      variant,
      pattern: variantPattern(variant),
      seesLinks: matchesLinkSyntax(variant),
    })),
  );
}

/** Every rule of WRITING.md's Glossary table and Chinese typography rules table. */
export function parseWritingRules(markdown: string): TermRule[] {
  const glossary = tableAfter(markdown, /^##\s+Glossary\b/);
  const typography = tableAfter(markdown, /^###\s+Chinese typography rules\b/);
  return [
    ...rulesOf(glossary, 'glossary', 'Forbidden in Chinese text', (row) => `${row[0]} → ${row[1]}`),
    ...rulesOf(typography, 'typography', 'Forbidden', (row) => row[0]),
  ];
}

export function readWritingRules(): TermRule[] {
  return parseWritingRules(readFileSync(join(projectRoot, 'WRITING.md'), 'utf8'));
}

// ---------------------------------------------------------------------------------------------------
// What is prose
// ---------------------------------------------------------------------------------------------------

/**
 * Hidden text is replaced by this character, one per character, so positions stay and nothing of the
 * hidden text can take part in a match; it is not a space, so "、 `code`" still shows its space before
 * the code.
 */
const HIDDEN = '\uE000';

/** Chinese characters and full-width punctuation. */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const hide = (text: string) => HIDDEN.repeat(text.length);

export interface ProseLine {
  line: number;
  /** The original line. */
  raw: string;
  /** Prose with inline code, link targets, heading ids, URLs and paths hidden. */
  prose: string;
  /** The same with link targets in place (for rules about links). */
  withLinks: string;
  /** True for a line of the page's frontmatter. */
  frontmatter?: boolean;
}

/** Where a JSX tag left off at the end of a line (MDX tags often span lines: `<VideoPlayer … />`). */
export interface JsxState {
  inTag: boolean;
  depth: number;
}

export const freshJsxState = (): JsxState => ({ inTag: false, depth: 0 });

function hideInlineCode(line: string): string {
  return line.replace(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, hide);
}

/**
 * Hides JSX tags (`<Badge text="实验性" />`, a `<VideoPlayer … />` spanning lines) except the string
 * literals in them that hold Chinese: attribute values such as `id: 'manifest'` are code, a caption
 * such as `text: '获取 Manifest'` is text the reader sees. Text between tags stays prose. With
 * `keepStrings: false` the strings are hidden too (the page's running text alone).
 */
export function maskJsx(line: string, state: JsxState, keepStrings = true): string {
  const out = line.split('');
  let quote: string | null = null;
  let stringStart = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (!state.inTag) {
      if (char === '<' && /[A-Za-z/]/.test(line[index + 1] ?? '')) {
        state.inTag = true;
        state.depth = 0;
        out[index] = HIDDEN;
      }
      continue;
    }
    if (quote) {
      // Inside a string: its characters stay until it closes; then it is hidden unless it holds Chinese.
      if (char === quote && line[index - 1] !== '\\') {
        if (!keepStrings || !CJK.test(line.slice(stringStart, index))) for (let hidden = stringStart; hidden < index; hidden += 1) out[hidden] = HIDDEN;
        out[index] = HIDDEN;
        quote = null;
      }
      continue;
    }
    out[index] = HIDDEN;
    if (char === '"' || char === "'" || char === '`') {
      quote = char;
      stringStart = index + 1;
    } else if (char === '{') state.depth += 1;
    else if (char === '}') state.depth -= 1;
    else if (char === '>' && state.depth <= 0) state.inTag = false;
  }
  // A string left open at the end of the line is hidden (strings in tags do not span lines here).
  if (quote) for (let hidden = stringStart; hidden < line.length; hidden += 1) out[hidden] = HIDDEN;
  return out.join('');
}

/** Hides the parts of a line, already free of inline code and tags, that are not prose. */
function hideRest(line: string, { keepLinks = false, frontmatter = false } = {}): string {
  let text = line;
  if (frontmatter) {
    // Keys are not text; a value that is a path or URL (`link: /zh/configure/shared`) is a link.
    text = text.replace(/^(\s*(?:-\s+)?)([\w-]+)(\s*:)/, (_, indent: string, key: string, colon: string) => indent + hide(key) + colon);
    text = text.replace(/(:\s*)(['"]?)((?:\/|\.\.?\/|https?:\/\/)[^\s'"]*)/g, (_, colon: string, quote: string, path: string) => colon + quote + hide(path));
  }
  text = text
    .replace(/\s*\{#[^}]*\}/g, hide)
    .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/, (_, label: string, url: string) => label + hide(url));
  if (!keepLinks) text = text.replace(/(\]\()([^)]*)(\))/g, (_, open: string, target: string, close: string) => open + hide(target) + close);
  // Bare URLs in prose, whether or not link targets stay (a link target keeps its own URL then).
  text = text.replace(/(?<!\]\()https?:\/\/[^\s)<>\]]+/g, hide);
  return text;
}

/** Hides the parts of one Markdown line that are not prose; `keepLinks` leaves link targets in place. */
export function hideNonProse(line: string, options: { keepLinks?: boolean; frontmatter?: boolean } = {}): string {
  return hideRest(maskJsx(hideInlineCode(line), freshJsxState()), options);
}

/**
 * The lines of a Chinese page that the rules read: everything but fenced code and MDX import/export
 * lines. `jsxStrings: false` also hides the Chinese strings inside JSX tags (captions, badges).
 */
export function proseLines(source: string, { jsxStrings = true } = {}): ProseLine[] {
  const lines: ProseLine[] = [];
  let frontmatter = false;
  const jsx = freshJsxState();
  for (const entry of scanMdx(source)) {
    if (entry.kind !== 'text') continue;
    const raw = entry.text;
    if (entry.line === 1 && raw.trim() === '---') {
      frontmatter = true;
      continue;
    }
    if (frontmatter && raw.trim() === '---') {
      frontmatter = false;
      continue;
    }
    if (!frontmatter && !jsx.inTag && /^\s*(import|export)\s/.test(raw)) continue;
    const masked = frontmatter ? hideInlineCode(raw) : maskJsx(hideInlineCode(raw), jsx, jsxStrings);
    lines.push({
      line: entry.line,
      raw,
      prose: hideRest(masked, { frontmatter }),
      withLinks: hideRest(masked, { frontmatter, keepLinks: true }),
      frontmatter,
    });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------------

function excerpt(raw: string, index: number, length: number): string {
  const start = Math.max(0, index - 12);
  const end = Math.min(raw.length, index + length + 12);
  return `${start > 0 ? '…' : ''}${raw.slice(start, end)}${end < raw.length ? '…' : ''}`;
}

/** Applies every rule to prose lines; the text reported is taken from the original line. */
export function checkLines(rules: TermRule[], file: string, lines: ProseLine[]): TermProblem[] {
  const problems: TermProblem[] = [];
  for (const line of lines) {
    for (const rule of rules) {
      const text = rule.seesLinks ? line.withLinks : line.prose;
      for (const match of text.matchAll(rule.pattern)) {
        if (match[0].length === 0) continue;
        const index = match.index ?? 0;
        problems.push({
          file,
          line: line.line,
          rule: rule.name,
          variant: rule.variant,
          text: line.raw.slice(index, index + match[0].length),
          context: excerpt(line.raw, index, match[0].length),
        });
      }
    }
  }
  return problems;
}

/** Checks one Chinese page's source. */
export function checkChinesePage(rules: TermRule[], file: string, source: string): TermProblem[] {
  return checkLines(rules, file, proseLines(source));
}

export interface UiString {
  line: number;
  text: string;
}

/** True when a node sits inside the object literal of a `zh` variable or property (a Chinese strings table). */
function inZhTable(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isObjectLiteralExpression(current)) {
      const owner = current.parent;
      if ((ts.isVariableDeclaration(owner) || ts.isPropertyAssignment(owner)) && ts.isIdentifier(owner.name) && owner.name.text === 'zh') return true;
    }
  }
  return false;
}

/**
 * The Chinese strings of a TypeScript/TSX module: every string literal, template text and JSX text
 * that holds Chinese, and every string of a `zh` strings table (`const zh = { … }`, `{ zh: { … } }`),
 * Chinese characters or not. Comments are not strings.
 */
export function chineseStrings(fileName: string, source: string): UiString[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const strings: UiString[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const isKey = ts.isPropertyAssignment(node.parent) && node.parent.name === node;
      const isModule = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent);
      if (!isKey && !isModule) text = node.text;
    } else if (ts.isJsxText(node)) {
      text = node.text;
    }
    if (text !== null && (CJK.test(text) || inZhTable(node))) {
      const start = node.getStart(file);
      const { line } = file.getLineAndCharacterOfPosition(start);
      text.split('\n').forEach((part, offset) => {
        if (part.trim()) strings.push({ line: line + 1 + offset, text: part });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return strings;
}

/** The JSON strings holding Chinese in a data file (the sidebar's `_meta.json`, the nav's `_nav.json`). */
export function chineseJsonStrings(source: string): UiString[] {
  const strings: UiString[] = [];
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
      const text = JSON.parse(match[0]) as string;
      if (CJK.test(text)) strings.push({ line: index + 1, text });
    }
  });
  return strings;
}

/** Checks the Chinese strings of a data file. */
export function checkDataFile(rules: TermRule[], file: string, source: string): TermProblem[] {
  return checkLines(rules, file, chineseJsonStrings(source).map(({ line, text }) => ({ line, raw: text, prose: text, withLinks: text })));
}

/** Checks the Chinese strings of a module: the whole string is prose (UI strings hold no Markdown). */
export function checkUiModule(rules: TermRule[], file: string, source: string): TermProblem[] {
  const lines = chineseStrings(file, source).map(({ line, text }) => ({ line, raw: text, prose: text, withLinks: text }));
  return checkLines(rules, file, lines);
}

/** The cue text of a WebVTT file: header, cue numbers, timings and blank lines left out. */
export function captionLines(source: string): UiString[] {
  const lines: UiString[] = [];
  source.split('\n').forEach((line, index) => {
    const text = line.trim();
    if (!text || /^WEBVTT\b/.test(text) || /^\d+$/.test(text) || text.includes('-->')) return;
    lines.push({ line: index + 1, text: text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') });
  });
  return lines;
}

/** Checks the captions of a video: every cue line is prose. */
export function checkCaptionFile(rules: TermRule[], file: string, source: string): TermProblem[] {
  return checkLines(rules, file, captionLines(source).map(({ line, text }) => ({ line, raw: text, prose: text, withLinks: text })));
}

// ---------------------------------------------------------------------------------------------------
// Page-wide checks: Manifest（清单） on first use, page names in links
// ---------------------------------------------------------------------------------------------------

const MANIFEST_WORD = /(?<![A-Za-z-])Manifest(?![A-Za-z-])/;
const MANIFEST_FIRST_USE = 'Manifest（清单）';

/**
 * The first "Manifest" of a page's body (headings, prose and link texts; frontmatter, code and the
 * strings of JSX tags such as video captions aside) must be "Manifest（清单）". The manifest page's own
 * title, `# manifest`, is the option's name and is not the word.
 */
export function manifestFirstUse(file: string, source: string): TermProblem[] {
  for (const line of proseLines(source, { jsxStrings: false })) {
    if (line.frontmatter) continue;
    const match = MANIFEST_WORD.exec(line.prose);
    if (!match) continue;
    if (line.prose.startsWith('（清单）', match.index + match[0].length)) return [];
    return [
      {
        file,
        line: line.line,
        rule: `glossary: manifest → ${MANIFEST_FIRST_USE} on first use in a page`,
        variant: 'Manifest',
        text: match[0],
        context: excerpt(line.raw, match.index, match[0].length),
      },
    ];
  }
  return [];
}

/** The route of a Chinese page without its prefix: `docs/zh/configure/dts.mdx` → `/configure/dts`, an index → its folder. */
export function pageRoute(file: string): string {
  return routeKey(parseLangPrefix(routeOfDocsFile(file.replace(/^docs\//, '')), ['zh'], 'en').rest);
}

/** A page's title: its h1 without tags and id (`# experiments <Badge … />` → `experiments`), else the frontmatter `title`. */
export function pageTitle(source: string): string | null {
  let frontmatterTitle: string | null = null;
  for (const line of proseLines(source)) {
    if (line.frontmatter) {
      const title = /^title:\s*(['"]?)(.+)\1\s*$/.exec(line.raw);
      if (title) frontmatterTitle = title[2].trim();
      continue;
    }
    const heading = /^#\s+(.+)$/.exec(line.raw);
    if (heading) {
      const title = heading[1].replace(/<[^>]*>/g, '').replace(/\{#[^}]*\}/g, '').trim();
      if (title) return title;
    }
  }
  return frontmatterTitle;
}

/** A Chinese page and its text, read once for every check. */
interface ChinesePage {
  file: string;
  source: string;
}

function readChinesePages(): ChinesePage[] {
  return chinesePageFiles().map((file) => ({ file, source: readFileSync(join(projectRoot, file), 'utf8') }));
}

/** The Chinese title of every Chinese page, by route. */
export function chinesePageTitles(pages: readonly ChinesePage[] = readChinesePages()): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { file, source } of pages) {
    const title = pageTitle(source);
    if (title) titles.set(pageRoute(file), title);
  }
  return titles;
}

/** The page a link target names, by shared/routes' rules (`/zh/practice/bridge/` → `/practice/bridge`); null for a section link or a link out. */
function linkedRoute(target: string): string | null {
  if (!target.startsWith('/') || target.includes('#')) return null;
  return routeKey(parseLangPrefix(target.split('?')[0], ['zh'], 'en').rest);
}

const sameName = (a: string, b: string) => a.replace(/`/g, '').trim().toLowerCase() === b.replace(/`/g, '').trim().toLowerCase();

/**
 * A link that stands for a page (a list item that opens with it, `- [dts](/configure/dts)：…`, or a
 * table cell that holds nothing else) names that page by its Chinese title, backticks and case aside:
 * not 错误码 for the page titled 错误目录, not Bridge for Bridge 概览. Links into a section (`#…`) and
 * links inside running text are free.
 */
export function checkLinkTitles(file: string, source: string, titles: Map<string, string>): TermProblem[] {
  const problems: TermProblem[] = [];
  const standalone = [
    /^(\s*(?:[-*+]|\d+\.)\s+)\[([^\]]+)\]\(([^)\s]+)\)(?=\s*(?:[：:；;。，,]|$))/g,
    /(\|\s*)\[([^\]]+)\]\(([^)\s]+)\)(?=\s*\|)/g,
  ];
  for (const line of proseLines(source)) {
    if (line.frontmatter) continue;
    for (const pattern of standalone) {
      for (const match of line.raw.matchAll(pattern)) {
        const [, lead, text, target] = match;
        const route = linkedRoute(target);
        const title = route === null ? undefined : titles.get(route);
        if (title === undefined || sameName(text, title)) continue;
        const index = (match.index ?? 0) + lead.length;
        const link = match[0].slice(lead.length);
        problems.push({
          file,
          line: line.line,
          rule: `page name: ${route} is titled “${title}”`,
          variant: `[${text}]`,
          text: link,
          context: excerpt(line.raw, index, link.length),
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// The files
// ---------------------------------------------------------------------------------------------------

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...walk(path, keep));
    else if (keep(path)) files.push(path);
  }
  return files;
}

const toProjectPath = (file: string) => relative(projectRoot, file).split(sep).join('/');

/** Every Chinese page: `docs/zh/**.md(x)`. */
export function chinesePageFiles(): string[] {
  return walk(join(projectRoot, 'docs/zh'), (file) => /\.mdx?$/.test(file)).map(toProjectPath);
}

/** The Chinese sidebar and nav data: `docs/zh/**.json`. */
export function chineseDataFiles(): string[] {
  return walk(join(projectRoot, 'docs/zh'), (file) => /\.json$/.test(file)).map(toProjectPath);
}

/**
 * The modules that hold UI strings: theme/ and components/ (tests excluded) and the site config. The
 * search code is left out: its stop words and synonyms are search vocabulary, not text the reader sees,
 * and synonyms must list the forbidden variants a reader may type.
 */
export function uiStringFiles(): string[] {
  const modules = (folder: string) =>
    walk(join(projectRoot, folder), (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !/[\\/]search[\\/]/.test(file));
  return [...modules('theme'), ...modules('components'), join(projectRoot, 'rspress.config.ts')].map(toProjectPath);
}

/**
 * The Chinese captions of the site's videos: `docs/public/**.zh.vtt`. They are written from
 * scripts/video/timeline.mjs (make-explainer.mjs --captions-only), so a fix goes there first.
 */
export function captionFiles(): string[] {
  return walk(join(projectRoot, 'docs/public'), (file) => /\.zh\.vtt$/.test(file)).map(toProjectPath);
}

/** Checks every Chinese page, UI string, data file and caption of the project. */
export function checkTerminology(rules: TermRule[] = readWritingRules()): TermProblem[] {
  const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
  const pages = readChinesePages();
  const titles = chinesePageTitles(pages);
  return [
    ...pages.flatMap(({ file, source }) => [
      ...checkChinesePage(rules, file, source),
      ...manifestFirstUse(file, source),
      ...checkLinkTitles(file, source, titles),
    ]),
    ...uiStringFiles().flatMap((file) => checkUiModule(rules, file, read(file))),
    ...chineseDataFiles().flatMap((file) => checkDataFile(rules, file, read(file))),
    ...captionFiles().flatMap((file) => checkCaptionFile(rules, file, read(file))),
  ];
}

export function formatProblem(problem: TermProblem): string {
  return `${problem.file}:${problem.line}: [${problem.rule}] forbidden ${problem.variant}: "${problem.text}" in "${problem.context}"`;
}
