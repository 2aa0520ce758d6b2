/**
 * The switchboard: the one place that says which stock theme components we replace. Everything not
 * named here is the stock Rspress component, re-exported unchanged.
 */
export * from '@rspress/core/theme-original';

export { LazyCodeBlock as CodeBlock } from './components/CodeBlock/lazy';
export { Link } from './components/Link';
export { HomeLayout } from './layout/HomeLayout';
export { Layout } from './layout/Layout';
export { NotFoundLayout } from './layout/NotFoundLayout';
export { DocLayout } from './layout/DocLayout';
export { Sidebar } from './components/Sidebar';
// A page's frontmatter `tag` (shown by the stock h1) uses the one tag component of nav and sidebar.
export { Tag } from './components/Tag';
export { Outline } from './components/Outline';
export { DocFooter } from './components/DocFooter';
export { LazyOverview as Overview } from './components/Overview/lazy';
export { Callout } from './layout/DocLayout/Callout';
export { Search } from './search/Search';
export { Nav } from './components/Nav';
export { ThemeSwitch, useThemeState } from './components/ThemeSwitch';
export { ScrollToTop } from './components/ScrollToTop';
export { ProgressBar } from './components/ProgressBar';
