/**
 * The switchboard: the one place that says which stock theme components we replace. Everything not
 * named here is the stock Rspress component, re-exported unchanged.
 */
export * from '@rspress/core/theme-original';

export { CodeBlock } from './CodeBlock';
export { Link } from './Link';
export { HomeLayout } from './HomeLayout';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
export { DocLayout } from './DocLayout';
export { Sidebar } from './Sidebar';
// A page's frontmatter `tag` (shown by the stock h1) uses the same tag component as the sidebar.
export { SidebarTag as Tag } from './Sidebar/SidebarTag';
export { Outline } from './Outline';
export { DocFooter } from './DocFooter';
export { Overview } from './Overview';
export { Callout } from './DocLayout/Callout';
export { Search } from './search/Search';
export { Nav } from './Nav';
export { ThemeSwitch, useThemeState } from './ThemeSwitch';
export { ScrollToTop } from './ScrollToTop';
export { ProgressBar } from './ProgressBar';
