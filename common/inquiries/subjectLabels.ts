import type {InquirySubject} from './fields';

/** The languages the site, and the notification mail, are written in. */
export type InquiryLocale = 'ja' | 'en';

/**
 * Each subject in words, as the contact form shows it: the Japanese labels are the form's source messages,
 * the English ones its entries in i18n/en/code.json (`contact.subject.<subject>`); subjectLabels.test.ts keeps
 * the three equal.
 */
export const inquirySubjectLabels: Record<InquiryLocale, Record<InquirySubject, string>> = {
  ja: {
    'product-holoreal-capsule': 'ホロリアルカプセル',
    'product-smart-light-outlet': 'スマートライト＆コンセント',
    'product-charging-kit': '充電キット',
    'product-smart-blockchain-gacha': 'スマートブロックチェーンガチャ',
    'product-smart-box': 'スマートボックス',
    'consult-mvp': 'MVP開発のご相談',
    'consult-development-partnership': '開発・協業のご相談',
    other: 'その他',
  },
  en: {
    'product-holoreal-capsule': 'Holoreal Capsule',
    'product-smart-light-outlet': 'Smart Light & Outlet',
    'product-charging-kit': 'Charging Kit',
    'product-smart-blockchain-gacha': 'Smart Blockchain Gacha',
    'product-smart-box': 'Smart Box',
    'consult-mvp': 'Consultation on MVP development',
    'consult-development-partnership': 'Consultation on development and partnership',
    other: 'Other',
  },
};

/** The label of a stored subject; a subject the form no longer offers is given as it was stored. */
export function subjectLabel(locale: InquiryLocale, subject: string): string {
  const labels: Record<string, string> = inquirySubjectLabels[locale];
  return Object.hasOwn(labels, subject) ? labels[subject]! : subject;
}
