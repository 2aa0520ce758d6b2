import { describe, expect, it, vi } from 'vitest';
import { createTabGroupStore, indexAfterKey, initialIndex, readStoredIndex, tabStorageKey, writeStoredIndex } from './tab-state';
import { packageManagerCommands } from './package-managers';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}
const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('stored tab index', () => {
  it('round-trips per group', () => {
    const storage = memoryStorage();
    expect(writeStoredIndex(storage, 'pm', 2)).toBe(true);
    expect(storage.data.get(tabStorageKey('pm'))).toBe('2');
    expect(readStoredIndex(storage, 'pm', 4)).toBe(2);
    expect(readStoredIndex(storage, 'other', 4)).toBeUndefined();
  });
  it('ignores values that are not a valid index for this tab set', () => {
    expect(readStoredIndex(memoryStorage({ 'mf-tabs:pm': '7' }), 'pm', 4)).toBeUndefined();
    expect(readStoredIndex(memoryStorage({ 'mf-tabs:pm': '-1' }), 'pm', 4)).toBeUndefined();
    expect(readStoredIndex(memoryStorage({ 'mf-tabs:pm': '1.5' }), 'pm', 4)).toBeUndefined();
    expect(readStoredIndex(memoryStorage({ 'mf-tabs:pm': 'yarn' }), 'pm', 4)).toBeUndefined();
  });
  it('survives a storage that throws or is missing', () => {
    expect(readStoredIndex(throwing, 'pm', 4)).toBeUndefined();
    expect(writeStoredIndex(throwing, 'pm', 1)).toBe(false);
    expect(readStoredIndex(undefined, 'pm', 4)).toBeUndefined();
    expect(writeStoredIndex(undefined, 'pm', 1)).toBe(false);
  });
});

describe('initialIndex', () => {
  it('uses a valid default and falls back to the first tab', () => {
    expect(initialIndex(2, 3)).toBe(2);
    expect(initialIndex(3, 3)).toBe(0);
    expect(initialIndex(undefined, 3)).toBe(0);
    expect(initialIndex(-1, 3)).toBe(0);
  });
});

describe('createTabGroupStore', () => {
  it('tells every subscriber of the group, and only that group', () => {
    const store = createTabGroupStore();
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();
    store.subscribe('pm', a);
    const unsubscribeB = store.subscribe('pm', b);
    store.subscribe('lang', other);
    store.set('pm', 2);
    expect(a).toHaveBeenCalledWith(2);
    expect(b).toHaveBeenCalledWith(2);
    expect(other).not.toHaveBeenCalled();
    expect(store.get('pm')).toBe(2);
    unsubscribeB();
    store.set('pm', 1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenLastCalledWith(1);
  });
});

describe('indexAfterKey', () => {
  it('moves with arrows, wrapping, and jumps with Home and End', () => {
    expect(indexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(indexAfterKey('ArrowLeft', 0, 4)).toBe(3);
    expect(indexAfterKey('Home', 2, 4)).toBe(0);
    expect(indexAfterKey('End', 0, 4)).toBe(3);
    expect(indexAfterKey('Enter', 0, 4)).toBeUndefined();
  });
});

describe('packageManagerCommands', () => {
  it('writes the add form for each tool, with npm install', () => {
    expect(packageManagerCommands('add -D @module-federation/enhanced').map((c) => c.line)).toEqual([
      'npm install -D @module-federation/enhanced',
      'yarn add -D @module-federation/enhanced',
      'pnpm add -D @module-federation/enhanced',
      'bun add -D @module-federation/enhanced',
    ]);
  });
  it('installs the lockfile with a bare install and prefixes other commands', () => {
    expect(packageManagerCommands('install').map((c) => c.line)).toEqual(['npm install', 'yarn install', 'pnpm install', 'bun install']);
    expect(packageManagerCommands('run build')[2]).toEqual({ manager: 'pnpm', line: 'pnpm run build' });
  });
  it('keeps explicit lines and leaves out tools without one', () => {
    expect(packageManagerCommands({ npm: 'npx create-x', pnpm: 'pnpm dlx create-x' })).toEqual([
      { manager: 'npm', line: 'npx create-x' },
      { manager: 'pnpm', line: 'pnpm dlx create-x' },
    ]);
  });
});
