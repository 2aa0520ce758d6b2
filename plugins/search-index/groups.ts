/** Finds the navigation section of a page, the group its search hits are listed under. */

export interface NavEntry {
  text?: string;
  link?: string;
  activeMatch?: string;
  items?: NavEntry[];
}

function firstSegment(link: string): string {
  return link.replace(/^\/(zh|en)\//, '/').split('/').filter(Boolean)[0] ?? '';
}

/** Returns a function from route path to the text of the nav item that is active on it, or `fallback`. */
export function groupResolver(nav: readonly NavEntry[], fallback: string): (routePath: string) => string {
  const rules = nav
    .filter((item) => item.text && item.link && !/^https?:/.test(item.link))
    .map((item) => ({
      text: item.text!,
      match: item.activeMatch ? new RegExp(item.activeMatch) : null,
      segment: firstSegment(item.link!),
    }));
  return (routePath) => {
    for (const rule of rules) {
      if (rule.match ? rule.match.test(routePath) : firstSegment(routePath) === rule.segment) return rule.text;
    }
    return fallback;
  };
}
