import {toLocale, type Locale} from '../../common/sitePaths';

/** "April 2023" in American English; a full date reads best day first ("3 June 2024"), as in British English. */
const YEAR_MONTH_FORMAT: Record<Locale, string> = {ja: 'ja-JP', en: 'en-US'};
const DATE_FORMAT: Record<Locale, string> = {ja: 'ja-JP', en: 'en-GB'};

/** "2023-04" as "2023年4月" or "April 2023". */
export function formatYearMonth(isoYearMonth: string, locale: string): string {
  const [year, month] = isoYearMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, 1));
  return new Intl.DateTimeFormat(YEAR_MONTH_FORMAT[toLocale(locale)], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** "2024-06-03" as "2024年6月3日" or "3 June 2024". */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(DATE_FORMAT[toLocale(locale)], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
