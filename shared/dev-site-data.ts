/**
 * Dev server only: the event the browser's site data module (made by plugins/lean-page-data, see
 * `siteDataHotModule`) sends after a save changed the sidebars or the nav in place; the layout renders
 * again on it, so the change shows without a page reload.
 */
export const SITE_DATA_EVENT = 'mf:site-data';
