import {describe, expect, it} from 'vitest';
import {formatCount, formatDate, formatDayMonth, formatYearMonth} from './format';

/** Every day of a leap year and a common one, and each month's first day over two decades. */
function sampleDays(): Date[] {
  const days: Date[] = [];
  for (const year of [2024, 2026]) {
    for (
      let day = new Date(Date.UTC(year, 0, 1));
      day.getUTCFullYear() === year;
      day = new Date(day.getTime() + 864e5)
    ) {
      days.push(day);
    }
  }
  for (let year = 2015; year <= 2035; year++) {
    for (let month = 0; month < 12; month++) days.push(new Date(Date.UTC(year, month, 1)));
  }
  return days;
}

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, {...options, timeZone: 'UTC'});

describe('the site formats dates as Intl does, without it', () => {
  const full = {
    ja: intl('ja-JP', {year: 'numeric', month: 'long', day: 'numeric'}),
    en: intl('en-US', {year: 'numeric', month: 'long', day: 'numeric'}),
  };
  const dayMonth = {
    ja: intl('ja-JP', {month: 'long', day: 'numeric'}),
    en: intl('en-US', {month: 'long', day: 'numeric'}),
  };
  const yearMonth = {
    ja: intl('ja-JP', {year: 'numeric', month: 'long'}),
    en: intl('en-US', {year: 'numeric', month: 'long'}),
  };

  it.each(['ja', 'en'] as const)('%s: full dates, days of the month and months', (locale) => {
    for (const day of sampleDays()) {
      const iso = day.toISOString();
      expect(formatDate(iso, locale)).toBe(full[locale].format(day));
      expect(formatDate(day.getTime(), locale)).toBe(full[locale].format(day));
      expect(formatDate(iso.slice(0, 10), locale)).toBe(full[locale].format(day));
      expect(formatDayMonth(iso, locale)).toBe(dayMonth[locale].format(day));
      expect(formatYearMonth(iso.slice(0, 7), locale)).toBe(yearMonth[locale].format(day));
    }
  });

  it('takes the day in UTC, whatever the hour', () => {
    expect(formatDate('2024-06-03T23:59:59Z', 'en')).toBe('June 3, 2024');
    expect(formatDate(Date.UTC(2024, 5, 3, 0, 0, 0), 'ja')).toBe('2024年6月3日');
  });
});

describe('formatCount', () => {
  it('groups thousands as toLocaleString does in both languages', () => {
    for (const count of [0, 7, 99, 999, 1000, 1096, 4000, 12345, 999999, 1000000, 1234567890]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      expect(formatCount(count)).toBe(count.toLocaleString('ja-JP'));
    }
  });
});
