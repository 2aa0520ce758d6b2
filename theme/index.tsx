/**
 * The switchboard: the one place that says which stock theme components we replace. Everything not
 * named here is the stock Rspress component, re-exported unchanged.
 */
export * from '@rspress/core/theme-original';

export { CodeBlock } from './CodeBlock';
export { HomeLayout } from './HomeLayout';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
