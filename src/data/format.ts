/** "2023-04" as "2023年4月" or "April 2023". */
export function formatYearMonth(isoYearMonth: string, locale: string): string {
  const [year, month] = isoYearMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, 1));
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}
