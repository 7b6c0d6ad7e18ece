import {DEFAULT_RETENTION_DAYS, RETENTION_YEARS} from '@site/common/inquiries/retention';
import {formatCount} from './format';

/**
 * When the privacy policy and the terms of use took effect and when they last changed (ISO dates). Both
 * date from the site's launch (2024-06-03), when the contact form began collecting personal data; the
 * owner adds the date of each revision here.
 */
export interface PolicyDates {
  established: string;
  revised: string;
}

export const policyDates: Record<'privacy' | 'terms', PolicyDates> = {
  privacy: {established: '2024-06-03', revised: '2026-11-28'},
  terms: {established: '2024-06-03', revised: '2025-08-25'},
};

const EN_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A retention period as the pages write it: "3年", "three years" ("one year"), "1,096" days. */
export function retentionText(years: number, days: number): {ja: string; en: string; days: string} {
  return {
    ja: `${years}年`,
    en: `${EN_NUMBERS[years] ?? years} year${years === 1 ? '' : 's'}`,
    days: formatCount(days),
  };
}

/**
 * The privacy policy's retention period for inquiries (section 3), as the pages write it. It is the server's
 * default (INQUIRY_RETENTION_DAYS), so the policy and what the server deletes cannot drift apart.
 */
export const inquiryRetention = retentionText(RETENTION_YEARS, DEFAULT_RETENTION_DAYS);
