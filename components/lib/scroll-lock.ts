/**
 * Locking the page's scroll while an overlay (a drawer, a zoomed image) is open. A missing target is
 * a programming mistake that must not break the page: it is logged as a console error (SPEC §8).
 */
export function lockScroll(target: HTMLElement | null | undefined, log: (message: string) => void = console.error): () => void {
  if (!target) {
    log('Scroll lock: the target element is missing, so the page scroll was not locked.');
    return () => {};
  }
  const body = target.ownerDocument.body;
  const previous = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previous;
  };
}
