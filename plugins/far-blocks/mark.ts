/**
 * Marks the blocks of a built page's body that start below the first screen (shared/far-blocks): reads
 * the body's blocks from the HTML into shapes and writes `data-mf-far="<level>"` into the start tag of
 * each far block. It also holds the page's first paint until the first screen's HTML has been parsed:
 * a paint while the parser was still inside the nav or a table showed them half built, and what came in
 * next moved them (layout shift). Every other byte of the page is left as it was.
 */
import { parseFragment } from 'parse5';
import { CONTENT_ATTRIBUTE, FAR_ATTRIBUTE, farLevels, type BlockShape } from '../../shared/far-blocks';

/** The parts of a parse5 node this module reads. */
interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: HtmlNode[];
  sourceCodeLocation?: { startTag?: { endOffset: number } } | null;
}

const elements = (node: HtmlNode): HtmlNode[] => (node.childNodes ?? []).filter((child) => child.tagName !== undefined);
const attribute = (node: HtmlNode, name: string) => node.attrs?.find((attr) => attr.name === name)?.value;
const classes = (node: HtmlNode) => (attribute(node, 'class') ?? '').split(/\s+/);

function textOf(node: HtmlNode, skip: (child: HtmlNode) => boolean = () => false): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map((child) => (skip(child) ? '' : textOf(child, skip))).join('');
}

function find(node: HtmlNode, test: (node: HtmlNode) => boolean): HtmlNode | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function count(node: HtmlNode, test: (node: HtmlNode) => boolean): number {
  return (test(node) ? 1 : 0) + (node.childNodes ?? []).reduce((sum, child) => sum + count(child, test), 0);
}

const isList = (node: HtmlNode) => node.tagName === 'ul' || node.tagName === 'ol';

/** What a block is, as far as its least height goes. */
export function shapeOf(node: HtmlNode): BlockShape {
  const tag = node.tagName ?? '';
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) return { kind: 'heading', level: Number(heading[1]) };
  if (tag === 'p') return find(node, (child) => child.tagName === 'img' || child.tagName === 'video') ? { kind: 'other' } : { kind: 'text', text: textOf(node) };
  if (isList(node)) {
    return {
      kind: 'list',
      items: elements(node).filter((child) => child.tagName === 'li').map((item) => ({
        text: textOf(item, isList),
        nested: elements(item).filter(isList).map(shapeOf),
      })),
    };
  }
  const names = classes(node);
  if (tag === 'div' && names.includes('mf-code')) {
    // A fence with `height` or `fold` scrolls inside a box of fixed height: its lines say nothing.
    if (find(node, (child) => /max-height/i.test(attribute(child, 'style') ?? ''))) return { kind: 'other' };
    const code = find(node, (child) => child.tagName === 'code');
    return { kind: 'code', lines: code ? count(code, (child) => classes(child).includes('line')) : 0, header: Boolean(find(node, (child) => classes(child).includes('mf-code__header'))) };
  }
  if (tag === 'div' && names.includes('rp-table-scroll-container')) return { kind: 'table', rows: count(node, (child) => child.tagName === 'tr') };
  if (tag === 'div' && names.includes('mf-callout')) return { kind: 'box', children: elements(node).map(shapeOf) };
  return { kind: 'other' };
}

/** The start of the page body's start tag: the element carrying CONTENT_ATTRIBUTE (-1 when none). */
function bodyStart(html: string): number {
  const match = new RegExp(`<[a-zA-Z][^>]*\\s${CONTENT_ATTRIBUTE}(?=[\\s=/>])`).exec(html);
  return match ? match.index : -1;
}

/**
 * Where the head closes: the first `</head>` outside the text of a script, style, title or noscript
 * (a head script may well mention the tag). -1 when there is none.
 */
export function headEnd(html: string): number {
  const lower = html.toLowerCase();
  const pattern = /<\/head\s*>|<(script|style|title|noscript)\b[^>]*>/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(lower))) {
    if (!match[1]) return match.index;
    const close = lower.indexOf(`</${match[1]}`, pattern.lastIndex);
    if (close < 0) return -1;
    pattern.lastIndex = close;
  }
  return -1;
}

/** Whether an element with the class `name` is on the page (a class token, not a prefix of one). */
const hasClass = (html: string, name: string) => new RegExp(`\\sclass="(?:[^"]*\\s)?${name}(?:\\s[^"]*)?"`).test(html);

/** The id given to the block where the first screen ends, unless it has one. */
export const FIRST_SCREEN_END_ID = 'mf-first-screen-end';

/**
 * The page with its far blocks marked and its first paint held until the first screen is parsed
 * (unchanged when it has no body). The first screen ends, in every window up to 1600 px tall, at the
 * first block of level 3, or else at the body's last block; a `<link rel="expect" blocking="render">` in
 * the head names it, which Chromium honours and other browsers ignore.
 */
export function markFarBlocks(html: string): string {
  // Only the body is parsed, from its start tag on: the head, the nav and the sidebar before it are a
  // page's larger part on a big site (the sidebar grows with it), and parsing them was most of the cost.
  const start = bodyStart(html);
  const headClose = headEnd(html);
  if (start < 0 || headClose < 0 || headClose > start) return html;
  const fragment = parseFragment(html.slice(start), { sourceCodeLocationInfo: true }) as unknown as HtmlNode;
  const body = elements(fragment)[0];
  const blocks = body && attribute(body, CONTENT_ATTRIBUTE) !== undefined ? elements(body) : [];
  if (!blocks.length) return html;
  // The windows' tops count the nav bar, and on a phone the bar under it; a page without them (frontmatter
  // `navbar: false`, no sidebar and no outline) starts higher, and its blocks are left unmarked.
  const framed = hasClass(html, 'mf-nav') && hasClass(html, 'mf-local-nav');
  const levels = framed ? farLevels(blocks.map(shapeOf)) : blocks.map(() => null);
  const endIndex = levels.indexOf(3) >= 0 ? levels.indexOf(3) : blocks.length - 1;
  const endId = attribute(blocks[endIndex], 'id') || FIRST_SCREEN_END_ID;
  // Insertions from the end of the page back, so the offsets still to use stay right.
  const inserts = blocks
    .map((block, index) => {
      const parts = [levels[index] !== null ? `${FAR_ATTRIBUTE}="${levels[index]}"` : '', index === endIndex && !attribute(block, 'id') ? `id="${endId}"` : ''].filter(Boolean);
      const end = block.sourceCodeLocation?.startTag?.endOffset;
      return { text: parts.map((part) => ` ${part}`).join(''), end: end === undefined ? undefined : start + end };
    })
    .filter((insert): insert is { text: string; end: number } => insert.text !== '' && insert.end !== undefined)
    .sort((a, b) => b.end - a.end);
  let out = html;
  for (const { text, end } of inserts) {
    // Before the start tag's closing `>` (a block is never a self-closing tag).
    const at = out[end - 2] === '/' ? end - 2 : end - 1;
    out = `${out.slice(0, at)}${text}${out.slice(at)}`;
  }
  // The head closes before the body, so the insertions above left its offset as it was.
  return `${out.slice(0, headClose)}<link rel="expect" href="#${encodeURIComponent(endId)}" blocking="render">${out.slice(headClose)}`;
}
