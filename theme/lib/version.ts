/**
 * The one documented version. A single version exists and the page version is empty, so
 * there is no version prefix in URLs; the version menu shows this label for it.
 */
export const CURRENT_VERSION_LABEL = '2.x';
