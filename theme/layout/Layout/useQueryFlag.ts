import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { type FramePart, isHiddenByQuery } from '../../lib/query-flags';

/**
 * Whether `?<part>=0` hides a part. Read after hydration: the static HTML is the same for every query
 * string, so reading it during the first render would make the server and client markup differ.
 */
export function useHiddenByQuery(part: FramePart): boolean {
  const { search } = useLocation();
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(isHiddenByQuery(search, part)), [search, part]);
  return hidden;
}
