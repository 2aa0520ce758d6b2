/** Fills `{name}` placeholders in a UI string; values are plain text, never markup. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}

/**
 * The text before and after one `{name}` placeholder, for a string that wraps an element
 * (`'Last Updated: {date}'` around a `<time>`); the whole template is "before" when it has none.
 */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const placeholder = `{${name}}`;
  const index = template.indexOf(placeholder);
  if (index < 0) return [template, ''];
  return [template.slice(0, index), template.slice(index + placeholder.length)];
}
