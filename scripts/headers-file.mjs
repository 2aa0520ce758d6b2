// Reads a `_headers` file (the Netlify / Cloudflare Pages format) and answers which headers apply to a
// path, so the local server sends what the real host would send.
//
//   /static/*            <- a path pattern: `*` matches anything, `:name` one path segment
//     Cache-Control: …   <- indented `Name: value` lines belong to the pattern above them
//   # comment

/** Parses the file into rules: [{ pattern, matcher, headers: [[name, value], ...] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const rawLine of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(rawLine)) continue;
    if (!/^\s/.test(rawLine)) {
      const pattern = rawLine.trim();
      rules.push({ pattern, matcher: patternToRegExp(pattern), headers: [] });
      continue;
    }
    const separator = rawLine.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: cannot read the line "${rawLine.trim()}"`);
    rule.headers.push([rawLine.slice(0, separator).trim(), rawLine.slice(separator + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * The headers of every rule that matches `pathname`, names lower-cased. A header set by several
 * matching rules gets their values joined with ", ", as both hosts do.
 */
export function headersForPath(rules, pathname) {
  const result = {};
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
