import {translate} from '@docusaurus/Translate';
import type {FieldErrorCode, InquiryFieldKey} from '@site/common/inquiries/fields';

export type FormField = InquiryFieldKey;

interface FieldTexts {
  /** Its label on the form (the table's `label` is the staff's). */
  label: () => string;
  /** The errors this field words its own way; any other code gets the text of `anyFieldError`. */
  errors?: Partial<Record<FieldErrorCode, () => string>>;
}

/**
 * The form's words for each field of the table (common/inquiries/fields.ts). Functions, so that `translate()`
 * runs in the page's language; literal ids, so that `npm run write-translations` finds them.
 */
export const fieldTexts: Record<FormField, FieldTexts> = {
  subject: {label: () => translate({id: 'contact.form.subject', message: 'お問い合わせの種類'})},
  name: {
    label: () => translate({id: 'contact.form.name', message: 'お名前'}),
    errors: {required: () => translate({id: 'contact.form.error.name.required', message: 'お名前を入力してください'})},
  },
  email: {
    label: () => translate({id: 'contact.form.email', message: 'メールアドレス'}),
    errors: {
      required: () => translate({id: 'contact.form.error.email.required', message: 'メールアドレスを入力してください'}),
    },
  },
  company: {label: () => translate({id: 'contact.form.company', message: '会社名（任意）'})},
  message: {
    label: () => translate({id: 'contact.form.message', message: 'メッセージ'}),
    errors: {
      required: () => translate({id: 'contact.form.error.message.required', message: 'メッセージを入力してください'}),
    },
  },
};

/**
 * The text of an error code on a field without words of its own for it; it names no field. The codes tied to a
 * kind (`invalid_email`, `invalid_subject`) come only from fields of that kind, so one text per code serves.
 */
function anyFieldError(code: FieldErrorCode): string {
  switch (code) {
    case 'required':
      return translate({id: 'contact.form.error.required', message: 'この項目を入力してください'});
    case 'invalid_email':
      return translate({
        id: 'contact.form.error.email.invalid',
        message: 'メールアドレスの形式が正しくありません（例：name@example.com）',
      });
    case 'too_long':
      return translate({id: 'contact.form.error.tooLong', message: '入力できる文字数を超えています'});
    case 'invalid_subject':
      return translate({id: 'contact.form.error.subject.required', message: 'お問い合わせの種類を選んでください'});
    case 'invalid_characters':
      return translate({id: 'contact.form.error.invalidCharacters', message: '使用できない制御文字が含まれています'});
  }
}

/** The text of a field error, in the page's language: the field's own words when it has them. */
export function errorMessage(field: FormField, code: FieldErrorCode): string {
  return fieldTexts[field].errors?.[code]?.() ?? anyFieldError(code);
}
