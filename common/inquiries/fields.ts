/**
 * The one definition of what a visitor fills in on the contact form. The request schema, the form's inputs
 * and values, the SQL column lists, the exports, the staff mail, the webhook payload, the disclosure output
 * and the Supabase transport all come from `INQUIRY_FIELDS`; `server/inquiries/fieldTable.test.ts` walks it
 * through each of them on the server, `ContactForm.test.tsx` through the form. Kept apart from `schema.ts` so
 * that the contact page's first load does not carry Zod; the form loads the schema when the visitor starts
 * filling it in.
 */

/** Subject options, in the order the form shows them. */
export const inquirySubjects = [
  'product-holoreal-capsule',
  'product-smart-light-outlet',
  'product-charging-kit',
  'product-smart-blockchain-gacha',
  'product-smart-box',
  'consult-mvp',
  'consult-development-partnership',
  'other',
] as const;

export type InquirySubject = (typeof inquirySubjects)[number];

/**
 * How a field is validated and shown: `line` is one line of text, `email` an address, `text` several lines
 * (the mail puts it last, under a heading), `subject` one of `inquirySubjects` (shown in words). On the form:
 * a text input, an email input, a textarea and a select.
 */
export type FieldKind = 'line' | 'email' | 'text' | 'subject';

export interface InquiryField {
  /** Its name in the request, the stored row (camelCase) and, in snake_case, its column and export header. */
  key: string;
  kind: FieldKind;
  /** At most this many characters, after trimming (`subject` has none: its values are fixed). */
  max?: number;
  required: boolean;
  /** Says something about a person: never logged, deleted with the inquiry (README, "Retention"). */
  personal: boolean;
  /** Its name for the staff: in the notification mail and the exports' readers. The form has its own. */
  label: {ja: string; en: string};
  /** What a browser may fill it in with: the input's `autocomplete` token (`name`, `email`, `organization`…). */
  autocomplete?: string;
  /** Widest cell in `npm run inquiries -- list` (a terminal table; json and csv carry everything). */
  width: number;
}

/**
 * The fields in the order the staff read them: the mail, the exports and the webhook payload. The form shows
 * them in this order too, grouped (`FORM_FIELDS`).
 */
export const INQUIRY_FIELDS = [
  {key: 'subject', kind: 'subject', required: true, personal: false, label: {ja: '種類', en: 'Subject'}, width: 32},
  {
    key: 'name',
    kind: 'line',
    max: 100,
    required: true,
    personal: true,
    label: {ja: 'お名前', en: 'Name'},
    autocomplete: 'name',
    width: 24,
  },
  {
    key: 'email',
    kind: 'email',
    max: 254,
    required: true,
    personal: true,
    label: {ja: 'メールアドレス', en: 'Email'},
    autocomplete: 'email',
    width: 32,
  },
  {
    key: 'company',
    kind: 'line',
    max: 200,
    required: false,
    personal: true,
    label: {ja: '会社名', en: 'Company'},
    autocomplete: 'organization',
    width: 24,
  },
  {
    key: 'message',
    kind: 'text',
    max: 5000,
    required: true,
    personal: true,
    label: {ja: 'お問い合わせ内容', en: 'Message'},
    width: 60,
  },
] as const satisfies readonly InquiryField[];

export type InquiryFieldKey = (typeof INQUIRY_FIELDS)[number]['key'];

/** Fields a visitor may leave empty: stored as ''. */
export type OptionalFieldKey = Extract<(typeof INQUIRY_FIELDS)[number], {required: false}>['key'];

/** The values of the fields: a subject as a slug, everything else as text ('' for an optional field left empty). */
export type InquiryFieldValues = {[K in InquiryFieldKey]: K extends 'subject' ? InquirySubject : string};

export const INQUIRY_FIELD_KEYS: readonly InquiryFieldKey[] = INQUIRY_FIELDS.map((field) => field.key);

/** A field of the table, its key one of the table's. */
export type TableField = InquiryField & {key: InquiryFieldKey};

/** Where the form puts each kind: who is writing first, then what about (the subject, then the text). */
const FORM_GROUP: Record<FieldKind, number> = {line: 0, email: 0, subject: 1, text: 2};

/**
 * The fields in the order the contact form asks for them, which is also where focus goes on an error: the
 * table's order within each group of `FORM_GROUP` (the staff read the subject first; a visitor says who they
 * are first).
 */
export const FORM_FIELDS: readonly TableField[] = [...INQUIRY_FIELDS].sort(
  (a, b) => FORM_GROUP[a.kind] - FORM_GROUP[b.kind],
);

/** Every field empty: the form before the visitor types, and what an optional field left out is stored as. */
export function emptyFields(): Record<InquiryFieldKey, string> {
  return Object.fromEntries(INQUIRY_FIELD_KEYS.map((key) => [key, ''])) as Record<InquiryFieldKey, string>;
}

/** `phoneNumber` → `phone_number`: the column, the export header and the webhook property. */
export function columnOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The fields under their column names: the row the Supabase transport inserts and the webhook payload. */
export function byColumn(values: Record<InquiryFieldKey, string>): Record<string, string> {
  return Object.fromEntries(INQUIRY_FIELDS.map(({key}) => [columnOf(key), values[key]]));
}

/** Field error codes the form translates (contact.form.error.<code>). */
export type FieldErrorCode = 'required' | 'invalid_email' | 'too_long' | 'invalid_subject' | 'invalid_characters';

export type FieldErrors = Partial<Record<InquiryFieldKey, FieldErrorCode>>;

/**
 * Errors of what the form fills in itself (or of a body that is no object at all, under `form`), which a
 * visitor cannot correct; always the code 'invalid'.
 */
export type RequestErrors = Partial<Record<'locale' | 'idempotencyKey' | 'website' | 'form', 'invalid'>>;
