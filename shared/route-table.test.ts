import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureRouteTable, loadedRouteTable, registerRouteTableLoader, resetRouteTable, subscribeRouteTable } from './route-table';

beforeEach(() => resetRouteTable());

describe('route table', () => {
  it('resolves at once where no loader is registered', async () => {
    await expect(ensureRouteTable()).resolves.toBeNull();
    expect(loadedRouteTable()).toBeNull();
  });
  it('loads once, then tells subscribers and keeps the table', async () => {
    const table = { sidebars: { en: { '/guide/': [{ text: 'Start', link: '/guide/start/' }] } } };
    const load = vi.fn(async () => table);
    const listener = vi.fn();
    registerRouteTableLoader(load);
    subscribeRouteTable(listener);
    const [first, second] = await Promise.all([ensureRouteTable(), ensureRouteTable()]);
    expect(first).toBe(table);
    expect(second).toBe(table);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadedRouteTable()).toBe(table);
  });
});
