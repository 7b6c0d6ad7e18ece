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
  privacy: {established: '2024-06-03', revised: '2025-08-25'},
  terms: {established: '2024-06-03', revised: '2025-08-25'},
};
