import type {InquiryLocale} from '../../common/inquiries/subjectLabels';

/**
 * The zone's abbreviation at that time (JST, EST, CET, UTC), or its offset (GMT+5:30) where no locale names
 * it: ICU knows JST only in Japanese and EST only in American English.
 */
function zoneName(date: Date, timeZone: string): string {
  const names = ['ja-JP', 'en-US', 'en-GB'].map(
    (locale) =>
      new Intl.DateTimeFormat(locale, {timeZone, timeZoneName: 'short'})
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? '',
  );
  return names.find((name) => /^[A-Z]{2,5}$/.test(name)) ?? names[1]!;
}

/** "2026年11月25日（水）09:00（JST）" or "2026-11-25 (Wed) 09:00 (JST)", in the given time zone. */
export function formatMailTime(date: Date, locale: InquiryLocale, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  const zone = zoneName(date, timeZone);
  return locale === 'ja'
    ? `${parts.year}年${Number(parts.month)}月${Number(parts.day)}日（${parts.weekday}）${parts.hour}:${parts.minute}（${zone}）`
    : `${parts.year}-${parts.month}-${parts.day} (${parts.weekday}) ${parts.hour}:${parts.minute} (${zone})`;
}
