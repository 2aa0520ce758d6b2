import { describe, expect, it } from 'vitest';
import { blockFloor, farLevels, textWidth, WINDOWS, type BlockShape } from './far-blocks';

const paragraph = (chars: number): BlockShape => ({ kind: 'text', text: 'x'.repeat(chars) });

describe('textWidth', () => {
  it('counts a CJK character wider than a Latin one, and runs of spaces once', () => {
    expect(textWidth('共享')).toBeGreaterThan(textWidth('ab'));
    expect(textWidth('a   b')).toBe(textWidth('a b'));
    expect(textWidth('  ')).toBe(0);
  });
});

describe('blockFloor', () => {
  it('gives a paragraph more lines in a narrower column', () => {
    const block = paragraph(300);
    expect(blockFloor(block, WINDOWS[1].column).height).toBeGreaterThan(blockFloor(block, WINDOWS[2].column).height);
  });

  it('counts code by its lines and a table by its rows, whatever the column', () => {
    const code: BlockShape = { kind: 'code', lines: 10, header: true };
    expect(blockFloor(code, 300).height).toBe(blockFloor(code, 800).height);
    expect(blockFloor({ kind: 'table', rows: 8 }, 400).height).toBeGreaterThan(blockFloor({ kind: 'table', rows: 2 }, 400).height);
  });

  it('counts what it cannot bound (widgets, tabs, media) as nothing', () => {
    expect(blockFloor({ kind: 'other' }, 400)).toEqual({ gap: 0, height: 0 });
  });

  it('adds up a list\u2019s items, nested lists included, and a callout\u2019s blocks', () => {
    const flat: BlockShape = { kind: 'list', items: [{ text: 'one', nested: [] }, { text: 'two', nested: [] }] };
    const nested: BlockShape = { kind: 'list', items: [{ text: 'one', nested: [flat] }, { text: 'two', nested: [] }] };
    expect(blockFloor(nested, 400).height).toBeGreaterThan(blockFloor(flat, 400).height);
    expect(blockFloor({ kind: 'box', children: [paragraph(50), paragraph(50)] }, 400).height).toBeGreaterThan(blockFloor(paragraph(50), 400).height * 2);
  });
});

describe('farLevels', () => {
  it('marks nothing on a short page', () => {
    expect(farLevels([{ kind: 'heading', level: 1 }, paragraph(200), paragraph(200)])).toEqual([null, null, null]);
  });

  it('marks the blocks past a phone\u2019s first screen before those past a laptop\u2019s or a tall screen\u2019s', () => {
    // 40 paragraphs of 400 characters: 6 lines (168 px) in a phone's column, 4 (112 px) in the widest.
    const blocks: BlockShape[] = [{ kind: 'heading', level: 1 }, ...Array.from({ length: 40 }, () => paragraph(400))];
    const levels = farLevels(blocks);
    const first = (level: number) => levels.findIndex((value) => value !== null && value >= level);
    expect(first(1)).toBeGreaterThan(1);
    expect(first(2)).toBeGreaterThan(first(1));
    expect(first(3)).toBeGreaterThan(first(2));
    // Once far, every later block is at least as far.
    for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0).toBeGreaterThanOrEqual(levels[i - 1] ?? 0);
  });

  it('never marks a heading, even far down', () => {
    const blocks: BlockShape[] = [{ kind: 'code', lines: 200, header: false }, { kind: 'heading', level: 2 }, paragraph(10)];
    expect(farLevels(blocks)).toEqual([null, null, 3]);
  });

  it('starts each window below the frame above the body, so a first block is never far', () => {
    expect(farLevels([{ kind: 'code', lines: 400, header: true }])).toEqual([null]);
  });
});
