import {z} from 'zod';
import {
  COMPANY_MAX,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  inquirySubjects,
  type FieldErrors,
  type RequestErrors,
} from './fields';

// Zod 4 compiles parsers with `new Function` when it may. The site's Content-Security-Policy forbids
// eval, and even zod's probe for it would be reported as a violation; the interpreted path is fast enough.
z.config({jitless: true});

/**
 * The one definition of a contact inquiry, used by the form (before sending) and by the server
 * (before storing). Error messages are codes; the form turns them into text in the visitor's language.
 */

// Single-line fields may hold no control characters at all (this also rules out header injection);
// the message may hold line breaks and tabs. Lone surrogates (\p{Cs}) are refused too: they have no UTF-8
// form, so the database would store U+FFFD instead of what was sent.
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\n\r\t])*$/u;

function text(max: number, pattern: RegExp) {
  return z
    .string({error: 'required'})
    .trim()
    .max(max, {error: 'too_long'})
    .regex(pattern, {error: 'invalid_characters'});
}

export const inquirySchema = z.object(
  {
    name: text(NAME_MAX, SINGLE_LINE).min(1, {error: 'required'}),
    email: text(EMAIL_MAX, SINGLE_LINE)
      .min(1, {error: 'required'})
      .pipe(z.email({error: 'invalid_email'})),
    company: text(COMPANY_MAX, SINGLE_LINE).optional().default(''),
    subject: z.enum(inquirySubjects, {error: 'invalid_subject'}),
    message: text(MESSAGE_MAX, MULTI_LINE).min(1, {error: 'required'}),
    locale: z.enum(['ja', 'en'], {error: 'invalid'}).default('ja'),
    /** Generated once per form fill by the client; a retry with the same key stores nothing new. */
    idempotencyKey: z.uuid({error: 'invalid'}),
    /** Honeypot: hidden from people, filled in by simple bots. */
    website: z.string({error: 'invalid'}).max(500, {error: 'invalid'}).optional().default(''),
  },
  {error: 'invalid'},
);

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

/** Validates without throwing: the parsed inquiry, or the first error code of each field. */
export function validateInquiry(
  input: unknown,
): {ok: true; value: Inquiry} | {ok: false; errors: FieldErrors & RequestErrors} {
  const result = inquirySchema.safeParse(input);
  if (result.success) {
    return {ok: true, value: result.data};
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return {ok: false, errors: errors};
}
