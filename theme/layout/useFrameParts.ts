import { useFrontmatter, useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { type FrameParts, type FramePart, hiddenByQuery, visibleParts } from '../lib/query-flags';

const NONE: ReadonlySet<FramePart> = new Set();

/**
 * The visible parts of the frame for the current page. The query flags are read after hydration: the
 * static HTML is the same for every query string, so reading them during the first render would make
 * the server's and the browser's markup differ.
 */
export function useFrameParts(): FrameParts {
  const { frontmatter } = useFrontmatter();
  const { search } = useLocation();
  const [hidden, setHidden] = useState(NONE);
  useEffect(() => setHidden(hiddenByQuery(search)), [search]);
  return visibleParts(frontmatter, hidden);
}
