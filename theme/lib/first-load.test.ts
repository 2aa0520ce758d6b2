import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLoadMarkup, resetFirstLoad } from './first-load';

beforeEach(() => resetFirstLoad());

describe('firstLoadMarkup', () => {
  it('reads the server markup once and keeps it for the first page', () => {
    const read = vi.fn(() => '<p>prose</p>');
    expect(firstLoadMarkup('/guide/', read, true)).toBe('<p>prose</p>');
    expect(firstLoadMarkup('/guide/', read, true)).toBe('<p>prose</p>');
    expect(read).toHaveBeenCalledTimes(1);
  });
  it('renders every page with React once the reader has left the first one, the first included', () => {
    firstLoadMarkup('/guide/', () => '<p>prose</p>', true);
    expect(firstLoadMarkup('/configure/shared', () => 'other', true)).toBeNull();
    expect(firstLoadMarkup('/guide/', () => 'again', true)).toBeNull();
  });
  it('has no markup on the server, nor when the page has no body', () => {
    expect(firstLoadMarkup('/guide/', () => '<p>prose</p>', false)).toBeNull();
    resetFirstLoad();
    expect(firstLoadMarkup('/404', () => null, true)).toBeNull();
  });
});
