/**
 * Which of a page body's blocks start below the first screen, whatever the reader's window: those blocks
 * can skip their layout on arrival (`content-visibility: auto`, theme/layout/DocLayout/doc.css) without
 * anything in view moving when they are laid out later (theme/lib/body-layout).
 *
 * The build cannot know a block's height, so it works with a floor: the least height each block can
 * take at the widest text column (more characters fit a line, code never wraps, a table row is one
 * line, text counts its characters narrower than any system font sets them). The sum of the floors
 * above a block is a floor for where it starts; a block whose floor is past the window's height starts
 * below the first screen in every browser. Blocks whose height the build cannot bound (tabs, widgets,
 * images) count as nothing, which keeps the floor a floor.
 *
 * Pure: the build plugin (plugins/far-blocks) reads the built HTML into `BlockShape`s and writes the
 * level of each far block as the attribute the stylesheet and the layout walk read.
 */

/** Marks the element that holds a page's MDX body (theme/layout/PageContent writes it; the build reads it). */
export const CONTENT_ATTRIBUTE = 'data-mf-content';

/** Set by the build on a body block that starts below the first screen; its value is a `FarLevel`. */
export const FAR_ATTRIBUTE = 'data-mf-far';

/**
 * How far down a block starts, as the windows it is below the first screen of (each level includes
 * the ones before it, see `WINDOWS`). doc.css has one media query per level.
 */
export type FarLevel = 1 | 2 | 3;

/** The windows of the three levels: the widest text column they can have and the tallest view. */
export const WINDOWS: Record<FarLevel, { column: number; height: number; top: number }> = {
  /** A phone held upright: at most 480 px wide (a 440 px column) and 1000 px tall. */
  1: { column: 440, height: 1000, top: 144 },
  /** Any width (the column stops at 780 px), at most 1000 px tall: phones, tablets, most laptops. */
  2: { column: 780, height: 1000, top: 96 },
  /** Any width, at most 1600 px tall: every desktop screen short of a portrait monitor. */
  3: { column: 780, height: 1600, top: 96 },
};

/** A body block as far as its height goes. */
export type BlockShape =
  | { kind: 'heading'; level: number }
  /** Running text: a paragraph, or a callout's text. */
  | { kind: 'text'; text: string }
  /** A list: each item's own text, and the lists nested in it. */
  | { kind: 'list'; items: Array<{ text: string; nested: BlockShape[] }> }
  | { kind: 'code'; lines: number; header: boolean }
  | { kind: 'table'; rows: number }
  /** A box around blocks (a callout). */
  | { kind: 'box'; children: BlockShape[] }
  /** Anything whose height the build cannot bound (tabs, widgets, media). */
  | { kind: 'other' };

/**
 * Widths of a character at the body's 16 px, kept below what text takes: CJK glyphs are a full em; a
 * Latin letter, space or punctuation mark averages 7 to 8.5 px in the system fonts of every platform
 * (i, l and spaces are narrower, but a line of prose mixes them with the rest).
 */
const LATIN_CHAR_PX = 5;
const CJK_CHAR_PX = 15;
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Line heights and spacing from doc.css and the code block's stylesheet, rounded down. */
const TEXT_LINE = 28;
const CODE_LINE = 23;
const CODE_PADDING = 28;
const CODE_HEADER = 30;
const TABLE_ROW = 30;
const BLOCK_GAP = 16;
const HEADING: Record<number, { gap: number; height: number }> = {
  1: { gap: 0, height: 34 },
  2: { gap: 48, height: 56 },
  3: { gap: 32, height: 26 },
};
const SMALL_HEADING = { gap: 24, height: 24 };
const LIST_INDENT = 22;
const BOX_PADDING = 26;

/** The least width of a text at the body's size. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(/\s+/g, ' ').trim()) width += CJK.test(char) ? CJK_CHAR_PX : LATIN_CHAR_PX;
  return width;
}

/** The least number of lines a text takes in a column. */
function lines(text: string, column: number): number {
  const width = textWidth(text);
  return width === 0 ? 0 : Math.max(1, Math.ceil(width / column));
}

/** The least height of a block in a column, and the least gap above it. */
export function blockFloor(block: BlockShape, column: number): { gap: number; height: number } {
  switch (block.kind) {
    case 'heading':
      return HEADING[block.level] ?? SMALL_HEADING;
    case 'text':
      return { gap: BLOCK_GAP, height: lines(block.text, column) * TEXT_LINE };
    case 'list': {
      const height = block.items.reduce(
        (sum, item) => sum + Math.max(1, lines(item.text, column - LIST_INDENT)) * TEXT_LINE + stackFloor(item.nested, column - LIST_INDENT),
        0,
      );
      return { gap: BLOCK_GAP, height };
    }
    case 'code':
      return { gap: BLOCK_GAP, height: block.lines * CODE_LINE + CODE_PADDING + (block.header ? CODE_HEADER : 0) };
    case 'table':
      return { gap: BLOCK_GAP, height: block.rows * TABLE_ROW };
    case 'box':
      return { gap: BLOCK_GAP, height: BOX_PADDING + stackFloor(block.children, column - BOX_PADDING) };
    case 'other':
      return { gap: 0, height: 0 };
  }
}

/** The least height of blocks stacked one after another (the gap above the first is not counted). */
function stackFloor(blocks: readonly BlockShape[], column: number): number {
  return blocks.reduce((sum, block, index) => {
    const { gap, height } = blockFloor(block, column);
    return sum + (index ? gap : 0) + height;
  }, 0);
}

/**
 * The level of each block (null: it may start in the first screen, or it is a heading, which always
 * renders: its anchor sits outside its box and the outline measures it).
 */
export function farLevels(blocks: readonly BlockShape[]): Array<FarLevel | null> {
  const levels: Array<FarLevel | null> = blocks.map(() => null);
  for (const level of [1, 2, 3] as const) {
    const { column, height, top } = WINDOWS[level];
    let y = top;
    blocks.forEach((block, index) => {
      const floor = blockFloor(block, column);
      if (index) y += floor.gap;
      if (block.kind !== 'heading' && y >= height) levels[index] = level;
      y += floor.height;
    });
  }
  return levels;
}
