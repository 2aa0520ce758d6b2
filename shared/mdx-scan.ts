/**
 * The one MDX line scanner: splits a page into prose lines and fenced code, with CommonMark's fence
 * rules (a fence opens with three or more backticks or tildes, and closes with a line of the same
 * character, at least as long, and nothing else; an unclosed fence runs to the end of the page). The
 * search index and the checks on the pages both read pages through it, so they agree on what is code.
 */

export interface Fence {
  /** The indentation of the opening fence; removed from the code lines that carry it. */
  indent: string;
  /** The fence itself: ``` or ~~~ (or longer). */
  marker: string;
  /** The language after the fence, lower-cased; empty when the fence names none. */
  lang: string;
  /** Everything after the language on the fence line. */
  meta: string;
}

export type MdxLine =
  | { kind: 'text'; text: string; line: number }
  | { kind: 'fence-open'; fence: Fence; line: number }
  | { kind: 'code'; text: string; fence: Fence; line: number }
  | { kind: 'fence-close'; fence: Fence; line: number };

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

function closes(line: string, fence: Fence): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.marker.length && trimmed === fence.marker[0].repeat(trimmed.length);
}

/** Every line of a page (1-based line numbers), classified as prose or as part of a fenced block. */
export function scanMdx(source: string): MdxLine[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const result: MdxLine[] = [];
  let fence: Fence | null = null;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (fence) {
      if (closes(text, fence)) {
        result.push({ kind: 'fence-close', fence, line });
        fence = null;
      } else {
        const code = fence.indent && text.startsWith(fence.indent) ? text.slice(fence.indent.length) : text;
        result.push({ kind: 'code', text: code, fence, line });
      }
      return;
    }
    const open = FENCE_OPEN.exec(text);
    // A backtick fence's info string may not contain backticks (that is inline code on one line).
    if (open && !(open[2][0] === '`' && open[4].includes('`'))) {
      fence = { indent: open[1], marker: open[2], lang: open[3].toLowerCase(), meta: open[4].trim() };
      result.push({ kind: 'fence-open', fence, line });
      return;
    }
    result.push({ kind: 'text', text, line });
  });
  return result;
}

export interface FencedBlock {
  fence: Fence;
  code: string;
  /** 1-based line of the first code line in the page. */
  line: number;
}

/** The fenced blocks of a page, in order; an unclosed fence runs to the end of the page. */
export function fencedBlocks(source: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let current: { fence: Fence; lines: string[]; line: number } | null = null;
  for (const entry of scanMdx(source)) {
    if (entry.kind === 'fence-open') current = { fence: entry.fence, lines: [], line: entry.line + 1 };
    else if (entry.kind === 'code' && current) current.lines.push(entry.text);
    else if (entry.kind === 'fence-close' && current) {
      blocks.push({ fence: current.fence, code: current.lines.join('\n'), line: current.line });
      current = null;
    }
  }
  if (current) blocks.push({ fence: current.fence, code: current.lines.join('\n'), line: current.line });
  return blocks;
}
