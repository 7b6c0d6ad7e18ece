import {toLocale, type Locale} from '../../common/sitePaths';

/*
 * Dates and counts as the site writes them, without `Intl`: the first `Intl.DateTimeFormat` or `Intl.NumberFormat`
 * a page creates loads the browser's locale data, 100–300 ms of main thread at 4× CPU in one piece, and the docs
 * pages, posts and lists did it while hydrating. The formats are fixed, so they are written out here;
 * `format.test.ts` checks them against `Intl` day by day.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day in UTC: an ISO date ("2024-06-03"), an ISO timestamp or milliseconds since the epoch. */
export type DateInput = string | number;

function utcParts(date: DateInput): {year: number; month: number; day: number} {
  const parsed = new Date(date);
  return {year: parsed.getUTCFullYear(), month: parsed.getUTCMonth() + 1, day: parsed.getUTCDate()};
}

const YEAR_MONTH: Record<Locale, (year: number, month: number) => string> = {
  ja: (year, month) => `${year}年${month}月`,
  en: (year, month) => `${MONTHS[month - 1]} ${year}`,
};

/** Dates as American English writes them ("June 3, 2024"), like the rest of the English text. */
const DAY_MONTH: Record<Locale, (month: number, day: number) => string> = {
  ja: (month, day) => `${month}月${day}日`,
  en: (month, day) => `${MONTHS[month - 1]} ${day}`,
};

/** "2023-04" as "2023年4月" or "April 2023". */
export function formatYearMonth(isoYearMonth: string, locale: string): string {
  const [year, month] = isoYearMonth.split('-').map(Number);
  return YEAR_MONTH[toLocale(locale)](year!, month!);
}

/** "2024-06-03" as "2024年6月3日" or "June 3, 2024". */
export function formatDate(date: DateInput, locale: string): string {
  const {year, month, day} = utcParts(date);
  return toLocale(locale) === 'ja' ? `${year}年${DAY_MONTH.ja(month, day)}` : `${DAY_MONTH.en(month, day)}, ${year}`;
}

/** "2024-06-03" as "6月3日" or "June 3" (under a heading that gives the year). */
export function formatDayMonth(date: DateInput, locale: string): string {
  const {month, day} = utcParts(date);
  return DAY_MONTH[toLocale(locale)](month, day);
}

/** 1096 as "1,096": both languages group thousands with a comma. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}
