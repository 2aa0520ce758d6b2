import { usePage } from '@rspress/core/runtime';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  activeHeadingId,
  anchorScrollTop,
  filterToc,
  OUTLINE_REFRESH_DELAY,
  type OutlineHeading,
} from '../../lib/outline';

/** Scrolls the document so that the element sits the anchor offset (72 px) below the viewport top. */
export function scrollToAnchor(id: string, smooth = true): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const target = () => anchorScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top: target(), behavior: smooth && !reduced ? 'smooth' : 'auto' });
  // The body's blocks count at an estimated height until they are first laid out (content-visibility
  // in doc.css), so the blocks the scroll passes can move the heading: once the scroll ends, put it
  // back at the offset.
  const settle = () => {
    if (Math.abs(target() - window.scrollY) > 1) window.scrollTo({ top: target(), behavior: 'auto' });
  };
  if (smooth && !reduced && 'onscrollend' in window) window.addEventListener('scrollend', settle, { once: true });
  else requestAnimationFrame(settle);
  return true;
}

/**
 * The page's outline: headings of depth 2–4 from the page's toc, the heading the reader is in
 * (scroll-spy), and a click handler that sets the hash and scrolls with the anchor offset.
 */
export function useOutline(): {
  headings: OutlineHeading[];
  activeId: string | null;
  select: (id: string) => void;
} {
  const { page } = usePage();
  const headings = useMemo(() => filterToc(page.toc ?? []), [page.toc]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const key = headings.map((heading) => heading.id).join('|');

  useEffect(() => {
    let elements: HTMLElement[] = [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const positions = elements.map((element) => ({ id: element.id, top: element.getBoundingClientRect().top }));
      setActiveId(activeHeadingId(positions, { atBottom }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The route's content renders after the page data changes: read the headings a moment later.
    const timer = window.setTimeout(() => {
      elements = key
        .split('|')
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .filter((element): element is HTMLElement => element !== null);
      update();
    }, OUTLINE_REFRESH_DELAY);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  const select = useCallback((id: string) => {
    // replaceState keeps the router's own history entry; the hash still shows in the address bar.
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
    if (scrollToAnchor(id)) setActiveId(id);
  }, []);

  return { headings, activeId, select };
}
