import { lazyWithPreload } from 'react-lazy-with-preload';

/**
 * The code block as the MDX components map names it. Only a body rendered by React uses it, and a first
 * load keeps the server's markup of the body, so its code loads with that of the React-rendered body
 * (theme/layout/PageContent), not with the page. The buttons work before that through ./actions.
 */
export const LazyCodeBlock = lazyWithPreload(() => import('./index').then((module) => ({ default: module.CodeBlock })));
