import en from '../../../i18n/en/code.json';

/** The locale the component tests render in; set with setTestLocale(). */
let current: 'ja' | 'en' = 'ja';
let customFields: Record<string, unknown> = {};
let search = '';

export function setTestLocale(locale: 'ja' | 'en'): void {
  current = locale;
}
export function testLocale(): 'ja' | 'en' {
  return current;
}
export function setTestCustomFields(fields: Record<string, unknown>): void {
  customFields = fields;
}
export function testCustomFields(): Record<string, unknown> {
  return customFields;
}
export function setTestSearch(value: string): void {
  search = value;
}
export function testSearch(): string {
  return search;
}

/** Like Docusaurus: Japanese pages show the source message, English pages the entry of i18n/en/code.json. */
export function message(id: string | undefined, fallback: string): string {
  if (current === 'en' && id) {
    const entry = (en as Record<string, {message: string}>)[id];
    if (!entry) {
      throw new Error(`i18n/en/code.json has no entry "${id}"`);
    }
    return entry.message;
  }
  return fallback;
}
