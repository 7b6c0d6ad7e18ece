import type {InquirySubject} from './fields';

/** The languages the site, and the notification mail, are written in. */
export type InquiryLocale = 'ja' | 'en';

/**
 * Each subject in words, in both languages: the one place they are written. The contact form's options and the
 * notification mail read them here, so they are not Docusaurus translations (`translate()` and
 * i18n/en/code.json); lint:text checks them with the site's vocabulary all the same.
 */
export const inquirySubjectLabels: Record<InquirySubject, Record<InquiryLocale, string>> = {
  'product-holoreal-capsule': {ja: 'ホロリアルカプセル', en: 'Holoreal Capsule'},
  'product-smart-light-outlet': {ja: 'スマートライト＆コンセント', en: 'Smart Light & Outlet'},
  'product-charging-kit': {ja: '充電キット', en: 'Charging Kit'},
  'product-smart-blockchain-gacha': {ja: 'スマートブロックチェーンガチャ', en: 'Smart Blockchain Gacha'},
  'product-smart-box': {ja: 'スマートボックス', en: 'Smart Box'},
  'consult-mvp': {ja: 'MVP開発のご相談', en: 'Consultation on MVP development'},
  'consult-development-partnership': {ja: '開発・協業のご相談', en: 'Consultation on development and partnership'},
  other: {ja: 'その他', en: 'Other'},
};

/** The label of a stored subject; a subject the form no longer offers is given as it was stored. */
export function subjectLabel(locale: InquiryLocale, subject: string): string {
  const labels: Record<string, Record<InquiryLocale, string>> = inquirySubjectLabels;
  return Object.hasOwn(labels, subject) ? labels[subject]![locale] : subject;
}
