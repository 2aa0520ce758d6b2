import { describe, expect, it } from 'vitest';
import { en, type UiStrings } from '../i18n/en';
import { zh } from '../i18n/zh';
import { format, splitTemplate } from '../i18n/strings';
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

  it('writes the date with each language’s format string', () => {
    const date = { year: 2026, month: 11, day: 4 };
    expect(formatCalendarDate(date, en.dateFormat, en.monthNames)).toBe('November 4, 2026');
    // Chinese prose spaces digits from Chinese characters: 2026 年 11 月 4 日, as the pages write it.
    expect(formatCalendarDate(date, zh.dateFormat, zh.monthNames)).toBe('2026 年 11 月 4 日');
    expect(formatCalendarDate({ year: 2024, month: 4, day: 24 }, en.dateFormat, en.monthNames)).toBe('April 24, 2024');
    expect(formatCalendarDate(date, '{day}/{month}/{year} {unknown}', en.monthNames)).toBe('4/11/2026 {unknown}');
    expect(formatCalendarDate(date, '{monthName}', zh.monthNames)).toBe('十一月');
    expect(isoDate(date)).toBe('2026-11-04');
  });

  it('reads as one line with the label, its punctuation from the strings', () => {
    const line = (strings: UiStrings) => format(strings.lastUpdatedWithDate, { date: formatCalendarDate({ year: 2024, month: 4, day: 24 }, strings.dateFormat, strings.monthNames) });
    expect(line(en)).toBe('Last Updated: April 24, 2024');
    expect(line(zh)).toBe('最后更新于 2024 年 4 月 24 日');
    expect(splitTemplate(zh.lastUpdatedWithDate, 'date')).toEqual(['最后更新于 ', '']);
    expect(splitTemplate(en.lastUpdatedWithDate, 'date')).toEqual(['Last Updated: ', '']);
    expect(splitTemplate('{date} updated', 'date')).toEqual(['', ' updated']);
    expect(splitTemplate('no placeholder', 'date')).toEqual(['no placeholder', '']);
  });
});
