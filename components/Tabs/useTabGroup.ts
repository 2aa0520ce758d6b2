import { useCallback, useEffect, useState } from 'react';
import { createTabGroupStore, initialIndex, readStoredIndex, writeStoredIndex } from '../lib/tab-state';

/** One store for the page: every tab set with the same group id listens to it. */
const store = createTabGroupStore();

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Reading the property itself throws when storage is blocked.
    return undefined;
  }
}

/**
 * The selected index of a tab set. The server and the first client render both use the default, so
 * hydration always matches; the remembered choice is applied right after mount.
 */
export function useTabGroup(groupId: string | undefined, count: number, defaultIndex?: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(() => initialIndex(defaultIndex, count));

  useEffect(() => {
    if (!groupId) return;
    const current = store.get(groupId) ?? readStoredIndex(browserStorage(), groupId, count);
    if (current !== undefined && current < count) setIndex(current);
    return store.subscribe(groupId, (next) => {
      if (next < count) setIndex(next);
    });
  }, [groupId, count]);

  const select = useCallback(
    (next: number) => {
      setIndex(next);
      if (!groupId) return;
      store.set(groupId, next);
      writeStoredIndex(browserStorage(), groupId, next);
    },
    [groupId],
  );

  return [index, select];
}
