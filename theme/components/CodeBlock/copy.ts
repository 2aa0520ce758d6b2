/**
 * The text the copy button puts on the clipboard, from the text of each rendered line: the lines
 * joined by newlines, with the empty last line Shiki leaves after a trailing newline dropped.
 * Line numbers and diff gutters are drawn by CSS, so they are never part of these strings.
 */
export function joinCodeLines(lines: readonly string[]): string {
  const copy = [...lines];
  while (copy.length > 0 && copy[copy.length - 1] === '') copy.pop();
  return copy.join('\n');
}

/** Parts of a rendered block that are never code: line-number and diff gutters, marked-off notes. */
const NOT_CODE = '.linenumber, .rp-copy-ignore, .mf-copy-ignore, [data-copy-ignore]';

/** The code of a rendered block, line by line, as a reader would type it. */
export function codeTextOf(container: HTMLElement): string {
  const code = container.querySelector('code') ?? container;
  const lines = code.querySelectorAll<HTMLElement>('.line');
  const textOf = (element: HTMLElement) => {
    if (!element.querySelector(NOT_CODE)) return element.textContent ?? '';
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelectorAll(NOT_CODE).forEach((node) => node.remove());
    return clone.textContent ?? '';
  };
  if (lines.length === 0) return joinCodeLines(textOf(code).split('\n'));
  return joinCodeLines(Array.from(lines, textOf));
}

/** Writes text to the clipboard; the textarea fallback covers pages served without a secure context. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'mf-visually-hidden';
    document.body.appendChild(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}
