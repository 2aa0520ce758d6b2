import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isoDate, parseCalendarDate } from './date';

describe('last updated date', () => {
  it('reads the English and Chinese build formats', () => {
    expect(parseCalendarDate('11/24/2026, 9:34:15 AM')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseCalendarDate('2026/11/24 09:34:15')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseCalendarDate('2026-03-05T10:00:00Z')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseCalendarDate('yesterday')).toBeNull();
    expect(parseCalendarDate('13/40/2026')).toBeNull();
    expect(parseCalendarDate(undefined)).toBeNull();
  });
  it('formats the date in the page language', () => {
    const date = { year: 2026, month: 11, day: 4 };
    expect(formatCalendarDate(date, 'en')).toBe('November 4, 2026');
    expect(formatCalendarDate(date, 'zh')).toBe('2026年11月4日');
    expect(isoDate(date)).toBe('2026-11-04');
  });
});
