/**
 * Markup that the stock Rspress theme writes and that html-validate or axe rejects, while the helpers
 * who replace those components are at work. Each entry is narrow: one rule, the classes of the stock
 * component that carries the markup, and who replaces it. Any other finding fails the checks. Remove an
 * entry when its component is replaced; the checks print entries that no longer match anything.
 */
export interface StockMarkupIssue {
  rule: string;
  /** Tested against the classes at the element the check names (see scripts/site/markup-context.ts). */
  classes: RegExp;
  /** Limits the entry to some pages (site paths). */
  pages?: RegExp;
  owner: string;
}

export const stockHtmlIssues: readonly StockMarkupIssue[] = [
  // Code blocks: copy and wrap buttons without type="button", the copy button without text.
  { rule: 'no-implicit-button-type', classes: /\brp-code-(wrap|copy)-button\b/, owner: 'code blocks' },
  { rule: 'text-content', classes: /\brp-code-copy-button\b/, owner: 'code blocks' },
  // Navbar: links and lists inside <button>, a <li> outside a list, the logo pair sharing one id.
  { rule: 'no-implicit-button-type', classes: /\brp-(search-button|nav-hamburger)\b/, owner: 'navbar / search' },
  {
    rule: 'element-permitted-content',
    classes: /\brp-(social-links__item|search-button__(content|hotkey)|nav-menu__item|hover-group|nav-menu__others-mobile__container|nav-screen-langs-group__item)\b/,
    owner: 'navbar / search',
  },
  { rule: 'element-permitted-parent', classes: /\brp-nav-menu__item\b/, owner: 'navbar' },
  { rule: 'no-dup-id', classes: /\brp-nav__title__logo-image\b/, owner: 'navbar' },
  { rule: 'wcag/h30', classes: /\brp-social-links__item\b/, owner: 'navbar' },
  // Doc layout: sidebar and outline are both unnamed <aside> landmarks.
  { rule: 'unique-landmark', classes: /\brp-doc-layout__(sidebar|outline)\b/, owner: 'doc layout' },
  // The stock overview page repeats the page's h1 and writes its own focusable aria-hidden anchors.
  { rule: 'no-dup-id', classes: /\brp-toc-include\b/, pages: /\/practice\/frameworks\/$/, owner: 'doc layout (overview)' },
  { rule: 'hidden-focusable', classes: /\brp-header-anchor\b/, pages: /\/practice\/frameworks\/$/, owner: 'doc layout (overview)' },
];

/** Links the crawl of the built site finds dead (rule `dead-link`). */
export const stockLinkIssues: readonly StockMarkupIssue[] = [
  // The stock language switch links every page to its other-language path, even where no translation
  // exists (the English-only pages and the Chinese-only hooks page).
  { rule: 'dead-link', classes: /\brp-(hover-group__item__link|nav-screen-langs-group__item)\b/, owner: 'navbar (language switch)' },
];

export function stockOwner(
  issues: readonly StockMarkupIssue[],
  finding: { rule: string; classes: string; page: string },
): StockMarkupIssue | undefined {
  return issues.find(
    (issue) => issue.rule === finding.rule && issue.classes.test(finding.classes) && (!issue.pages || issue.pages.test(finding.page)),
  );
}

/**
 * axe findings (rule = axe rule id) on markup of stock components. For these, `classes` is tested
 * against the node's selector and its markup together (a text node's own tag often has no class).
 */
export const stockAxeIssues: readonly StockMarkupIssue[] = [
  // Navbar: icon-only social links without a name, a <li> outside a list, pale hotkey and menu text.
  { rule: 'link-name', classes: /\brp-social-links__item\b/, owner: 'navbar' },
  { rule: 'listitem', classes: /\brp-nav-menu__item\b/, owner: 'navbar' },
  { rule: 'color-contrast', classes: /\brp-(search-button__hotkey|nav-menu__item__container)\b/, owner: 'navbar / search' },
  // Code blocks: the stock Shiki comment colour.
  { rule: 'color-contrast', classes: /--shiki-token-|\brp-codeblock\b|^\.line\b/, owner: 'code blocks' },
  // Doc layout: brand-coloured links and code in links, sidebar/outline active items, footer texts.
  {
    rule: 'color-contrast',
    classes: /\brp-(link|prev-next-page__item__desc|last-updated|toc-item__text|sidebar-item__left|doc-footer__edit|edit-link)\b|^p > span\b/,
    owner: 'doc layout',
  },
];
