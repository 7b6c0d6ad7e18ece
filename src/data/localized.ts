/** A text kept in both site languages. Japanese is the source language. */
export interface Localized<T = string> {
  ja: T;
  en: T;
}

export type SiteLocale = keyof Localized;

export const siteLocales: readonly SiteLocale[] = ['ja', 'en'];

/** Picks the visitor's language, falling back to Japanese for any unknown locale. */
export function pick<T>(value: Localized<T>, locale: string): T {
  return locale === 'en' ? value.en : value.ja;
}
