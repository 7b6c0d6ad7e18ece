import {LOCALES, toLocale, type Locale} from '../../common/sitePaths';

/** A text kept in both site languages. Japanese is the source language. */
export interface Localized<T = string> {
  ja: T;
  en: T;
}

export type SiteLocale = Locale;

export const siteLocales = LOCALES;

/** Picks the visitor's language, falling back to Japanese for any unknown locale. */
export function pick<T>(value: Localized<T>, locale: string): T {
  return value[toLocale(locale)];
}
