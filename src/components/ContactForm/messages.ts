import {translate} from '@docusaurus/Translate';
import type {FieldErrorCode, InquiryFieldKey, InquirySubject} from '@site/common/inquiries/fields';

export type FormField = InquiryFieldKey;

/** The text of a field error, in the page's language. */
export function errorMessage(field: FormField, code: FieldErrorCode): string {
  if (field === 'message' && code === 'required') {
    return translate({id: 'contact.form.error.message.required', message: 'メッセージを入力してください'});
  }
  switch (code) {
    case 'required':
      return field === 'name'
        ? translate({id: 'contact.form.error.name.required', message: 'お名前を入力してください'})
        : translate({id: 'contact.form.error.email.required', message: 'メールアドレスを入力してください'});
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

export function subjectLabel(subject: InquirySubject): string {
  switch (subject) {
    case 'product-holoreal-capsule':
      return translate({id: 'contact.subject.product-holoreal-capsule', message: 'ホロリアルカプセル'});
    case 'product-smart-light-outlet':
      return translate({id: 'contact.subject.product-smart-light-outlet', message: 'スマートライト＆コンセント'});
    case 'product-charging-kit':
      return translate({id: 'contact.subject.product-charging-kit', message: '充電キット'});
    case 'product-smart-blockchain-gacha':
      return translate({
        id: 'contact.subject.product-smart-blockchain-gacha',
        message: 'スマートブロックチェーンガチャ',
      });
    case 'product-smart-box':
      return translate({id: 'contact.subject.product-smart-box', message: 'スマートボックス'});
    case 'consult-mvp':
      return translate({id: 'contact.subject.consult-mvp', message: 'MVP開発のご相談'});
    case 'consult-development-partnership':
      return translate({id: 'contact.subject.consult-development-partnership', message: '開発・協業のご相談'});
    case 'other':
      return translate({id: 'contact.subject.other', message: 'その他'});
  }
}
