import {INQUIRY_FIELDS, type FieldKind, type InquiryFieldKey} from '../../common/inquiries/fields';
import {subjectLabel, type InquiryLocale} from '../../common/inquiries/subjectLabels';
import type {InquiryNotice} from './channel';
import {formatMailTime} from './mailTime';

/** Header text on one line: control characters (CR and LF above all) and line separators become spaces. */
export function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export interface MailMessage {
  from: string;
  to: string[];
  replyTo: {name: string; address: string};
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** How the staff read the mail: its language and the time zone its times are given in. */
export interface MailStyle {
  locale: InquiryLocale;
  timeZone: string;
}

interface Wording {
  intro: string[];
  subject(label: string, name: string): string;
  field(label: string, value: string): string;
  heading(label: string): string;
  /** The mail's own lines; the fields' labels come from the field table. */
  labels: Record<'received' | 'language' | 'id', string>;
  /** What an optional field left empty shows. */
  none: string;
  languages: Record<string, string>;
}

const wording: Record<InquiryLocale, Wording> = {
  ja: {
    intro: [
      'ウェブサイトのお問い合わせフォームから新しいお問い合わせが届きました。',
      'このメールに返信すると、お問い合わせいただいた方に届きます。',
    ],
    subject: (label, name) => `[お問い合わせ] ${label}：${name} 様`,
    field: (label, value) => `【${label}】${value}`,
    heading: (label) => `【${label}】`,
    labels: {received: '受信日時', language: 'フォームの言語', id: 'お問い合わせID'},
    none: '（記入なし）',
    languages: {ja: '日本語', en: '英語'},
  },
  en: {
    intro: [
      'A new inquiry arrived through the website contact form.',
      'Replying to this mail answers the person who sent it.',
    ],
    subject: (label, name) => `[Inquiry] ${label}: ${name}`,
    field: (label, value) => `${`${label}:`.padEnd(12)}${value}`,
    heading: (label) => `${label}:`,
    labels: {received: 'Received', language: 'Form in', id: 'Inquiry ID'},
    none: '-',
    languages: {ja: 'Japanese', en: 'English'},
  },
};

/**
 * The notification mail in the staff's language: plain text only, every field of the inquiry, the subject in
 * words as the form shows it, the time in the company's time zone, and Reply-To the visitor so that answering
 * the mail answers them. Values from the form reach headers only through oneLine().
 */
export function inquiryMail(
  inquiry: InquiryNotice,
  envelope: {from: string; to: string[]},
  {locale, timeZone}: MailStyle,
): MailMessage {
  const words = wording[locale];
  const {labels} = words;
  const subject = subjectLabel(locale, inquiry.subject);
  // Single-line fields stay on one line in the body too, so no value can pose as another field.
  const field = (label: string, value: string) => words.field(label, oneLine(value));
  const shown = (key: InquiryFieldKey, kind: FieldKind) =>
    kind === 'subject' ? subjectLabel(locale, inquiry[key]) : inquiry[key] || words.none;
  const lines = INQUIRY_FIELDS.filter(({kind}) => kind !== 'text');
  // Several lines each: last, under a heading, as the visitor wrote them.
  const blocks = INQUIRY_FIELDS.filter(({kind}) => kind === 'text');
  const text = [
    ...words.intro,
    '',
    field(labels.received, formatMailTime(inquiry.createdAt, locale, timeZone)),
    ...lines.map(({key, kind, label}) => field(label[locale], shown(key, kind))),
    field(
      labels.language,
      Object.hasOwn(words.languages, inquiry.locale) ? words.languages[inquiry.locale]! : inquiry.locale,
    ),
    field(labels.id, inquiry.id),
    ...blocks.flatMap(({key, label}) => ['', words.heading(label[locale]), '', inquiry[key]]),
    '',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: {name: oneLine(inquiry.name), address: oneLine(inquiry.email)},
    subject: oneLine(words.subject(subject, inquiry.name)).slice(0, 200),
    text,
    headers: {'X-Inquiry-Id': inquiry.id},
  };
}
