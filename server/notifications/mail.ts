import type {InquiryNotice} from './channel';

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

/**
 * The notification mail: plain text only, every field of the inquiry, and Reply-To the visitor so that
 * answering the mail answers them. Values from the form reach headers only through oneLine().
 */
export function inquiryMail(inquiry: InquiryNotice, envelope: {from: string; to: string[]}): MailMessage {
  // Single-line fields stay on one line in the body too, so no value can pose as another field.
  const field = (label: string, value: string) => `${`${label}:`.padEnd(12)}${oneLine(value)}`;
  const text = [
    'A new inquiry arrived through the website contact form.',
    '',
    field('Inquiry ID', inquiry.id),
    field('Received', inquiry.createdAt.toISOString()),
    field('Locale', inquiry.locale),
    field('Subject', inquiry.subject),
    field('Name', inquiry.name),
    field('Email', inquiry.email),
    field('Company', inquiry.company || '-'),
    '',
    'Message:',
    '',
    inquiry.message,
    '',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: {name: oneLine(inquiry.name), address: oneLine(inquiry.email)},
    subject: oneLine(`[Inquiry] ${inquiry.subject}: ${inquiry.name}`).slice(0, 200),
    text,
    headers: {'X-Inquiry-Id': inquiry.id},
  };
}
