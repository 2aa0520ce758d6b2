/**
 * The first run of literal text inside the first `<tag>` element of a JSX sample: what a reader sees
 * in the browser before the first `{expression}`. Reads the opening tag with its `{...}` attributes
 * (arrow functions included), so `onClick={() => x}` does not end the tag early.
 */
export function jsxText(code: string, tag: string): string | undefined {
  const start = code.search(new RegExp(`<${tag}[\\s>]`));
  if (start === -1) return undefined;
  let depth = 0;
  let index = start + tag.length + 1;
  for (; index < code.length; index += 1) {
    const char = code[index];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (char === '>' && depth === 0) break;
  }
  const close = code.indexOf(`</${tag}>`, index);
  if (close === -1) return undefined;
  const children = code.slice(index + 1, close);
  const text = children.split(/\{[^}]*\}/)[0].replace(/\s+/g, ' ').trim();
  return text || undefined;
}
