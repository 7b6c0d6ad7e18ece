import {z} from 'zod';
import {
  INQUIRY_FIELDS,
  inquirySubjects,
  type FieldErrors,
  type InquiryField,
  type InquiryFieldKey,
  type InquiryFieldValues,
  type RequestErrors,
} from './fields';

// Zod 4 compiles parsers with `new Function` when it may. The site's Content-Security-Policy forbids
// eval, and even zod's probe for it would be reported as a violation; the interpreted path is fast enough.
z.config({jitless: true});

/**
 * The validation of a contact inquiry, made from the field table (`fields.ts`) and used by the form (before
 * sending) and by the server (before storing). Error messages are codes; the form turns them into text in the
 * visitor's language.
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

/** The validation of one field of the table: its kind, its limit, and '' when an optional one is left out. */
function fieldSchema(field: InquiryField): z.ZodType<string, string | undefined> {
  if (field.kind === 'subject') {
    return z.enum(inquirySubjects, {error: 'invalid_subject'});
  }
  const checked = text(field.max ?? Infinity, field.kind === 'text' ? MULTI_LINE : SINGLE_LINE);
  if (!field.required) {
    return checked.optional().default('');
  }
  const filled = checked.min(1, {error: 'required'});
  return field.kind === 'email' ? filled.pipe(z.email({error: 'invalid_email'})) : filled;
}

type FieldSchemas = {[K in InquiryFieldKey]: z.ZodType<InquiryFieldValues[K], string | undefined>};

const fieldSchemas = Object.fromEntries(INQUIRY_FIELDS.map((field) => [field.key, fieldSchema(field)])) as FieldSchemas;

export const inquirySchema = z.object(
  {
    ...fieldSchemas,
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
