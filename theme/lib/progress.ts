/** The route progress bar appears only when loading a page takes longer than this. */
export const PROGRESS_DELAY_MS = 200;
