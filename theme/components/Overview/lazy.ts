import { lazyWithPreload } from 'react-lazy-with-preload';

/**
 * The overview list, loaded only by overview pages (a few section indexes): the doc layout renders it
 * in a Suspense boundary of its own, so the rest of such a page hydrates while it loads.
 */
export const LazyOverview = lazyWithPreload(() => import('./index').then((module) => ({ default: module.Overview })));
