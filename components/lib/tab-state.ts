/**
 * The shared state of tab groups: tabs with the same group id show the same index everywhere on the
 * page, and the last choice per group is kept in localStorage. Pure (storage is passed in), so it is
 * unit-tested in Node; components/Tabs connects it to React.
 */

/** The localStorage key of a group. */
export function tabStorageKey(groupId: string): string {
  return `mf-tabs:${groupId}`;
}

/** The part of Storage we use; `window.localStorage` fits, and so does a test double. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored index of a group, or undefined when nothing usable is stored: no entry, not a whole
 * number, out of range for `count` tabs, or a storage that throws (privacy modes, blocked cookies).
 */
export function readStoredIndex(storage: TabStorage | undefined, groupId: string, count: number): number | undefined {
  let raw: string | null;
  try {
    raw = storage ? storage.getItem(tabStorageKey(groupId)) : null;
  } catch {
    return undefined;
  }
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < count ? index : undefined;
}

/** Stores a group's index; false when the storage refused (full, blocked), which is not an error. */
export function writeStoredIndex(storage: TabStorage | undefined, groupId: string, index: number): boolean {
  if (!storage) return false;
  try {
    storage.setItem(tabStorageKey(groupId), String(index));
    return true;
  } catch {
    return false;
  }
}

/** The index to show first: the given default when it is a valid tab, otherwise the first tab. */
export function initialIndex(defaultIndex: number | undefined, count: number): number {
  return defaultIndex !== undefined && Number.isInteger(defaultIndex) && defaultIndex >= 0 && defaultIndex < count ? defaultIndex : 0;
}

type Listener = (index: number) => void;

/** The page-wide selection per group: set() tells every tab set of that group. */
export interface TabGroupStore {
  get(groupId: string): number | undefined;
  set(groupId: string, index: number): void;
  subscribe(groupId: string, listener: Listener): () => void;
}

export function createTabGroupStore(): TabGroupStore {
  const selected = new Map<string, number>();
  const listeners = new Map<string, Set<Listener>>();
  return {
    get: (groupId) => selected.get(groupId),
    set(groupId, index) {
      selected.set(groupId, index);
      for (const listener of listeners.get(groupId) ?? []) listener(index);
    },
    subscribe(groupId, listener) {
      let group = listeners.get(groupId);
      if (!group) listeners.set(groupId, (group = new Set()));
      group.add(listener);
      return () => {
        group.delete(listener);
      };
    },
  };
}

/** The keys that move between tabs (WAI-ARIA tabs pattern): the next index, or undefined for other keys. */
export function indexAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
