/**
 * What the contact form needs to know about an inquiry before it validates one: the subjects, the
 * limits and the error codes. Kept apart from `schema.ts` so that the contact page's first load does
 * not carry Zod; the form loads the schema when the visitor starts filling it in.
 */

/** Subject options, in the order the form shows them. */
export const inquirySubjects = [
  'product-holoreal-capsule',
  'product-smart-light-outlet',
  'product-smart-blockchain-gacha',
  'product-smart-box',
  'consult-mvp',
  'consult-development-partnership',
  'other',
] as const;

export type InquirySubject = (typeof inquirySubjects)[number];

export const MESSAGE_MAX = 5000;
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const EMAIL_MAX = 254;

/** Field error codes the form translates (contact.form.error.<code>). */
export type FieldErrorCode = 'required' | 'invalid_email' | 'too_long' | 'invalid_subject' | 'invalid_characters';

export type FieldErrors = Partial<Record<'name' | 'email' | 'company' | 'subject' | 'message', FieldErrorCode>>;

/**
 * Errors of what the form fills in itself (or of a body that is no object at all, under `form`), which a
 * visitor cannot correct; always the code 'invalid'.
 */
export type RequestErrors = Partial<Record<'locale' | 'idempotencyKey' | 'website' | 'form', 'invalid'>>;
