import { Fragment } from 'react';
import type { HighlightInfo } from '../../shared/search/types';

/** Text with the given ranges wrapped in <mark>. Built from ranges, never from markup: all of it is text. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly HighlightInfo[] }) {
  const pieces: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const start = Math.max(at, Math.min(range.start, text.length));
    const end = Math.min(text.length, range.start + range.length);
    if (end <= start) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), mark: false });
    pieces.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return (
    <>
      {pieces.map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : <Fragment key={i}>{piece.text}</Fragment>))}
    </>
  );
}
