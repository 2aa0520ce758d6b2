/**
 * The "Last Updated" date. Rspress writes `lastUpdatedTime` at build time as the page language's
 * `toLocaleString` text (en "11/24/2026, 9:34:15 AM", zh "2026/11/24 09:34:15"); we read the
 * calendar date back out of it and show it in the reader's language, without the time of day.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function valid(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1970) return null;
  return { year, month, day };
}

/** The calendar date inside a build-time date string, or null when it holds none. */
export function parseCalendarDate(raw: string | undefined | null): CalendarDate | null {
  if (!raw) return null;
  const text = raw.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (match) return valid(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (match) return valid(Number(match[3]), Number(match[1]), Number(match[2]));
  return null;
}

/** `YYYY-MM-DD`, for a `<time datetime>` attribute. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The date written with the page language's `dateFormat` string (theme/i18n): `{year}`, `{month}` and
 * `{day}` as numbers, `{monthName}` from the language's comma-separated `monthNames`. The format string
 * holds all spacing and punctuation ("November 4, 2026", "2026 年 11 月 4 日"). No Intl and no time zone:
 * the server and the reader write the same text, and a phone does not load locale data for it.
 */
export function formatCalendarDate(date: CalendarDate, dateFormat: string, monthNames: string): string {
  const parts: Record<string, string> = {
    year: String(date.year),
    month: String(date.month),
    day: String(date.day),
    monthName: monthNames.split(',')[date.month - 1]?.trim() ?? String(date.month),
  };
  return dateFormat.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
}
