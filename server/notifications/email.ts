import nodemailer from 'nodemailer';
import type {Channel} from './channel';
import {inquiryMail, type MailStyle} from './mail';

export interface EmailOptions extends MailStyle {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  from: string;
  to: string[];
}

/** host:port of the SMTP URL, for logs (never the credentials). */
function describe(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return url.host;
}

/** Sends the notification mail over SMTP with nodemailer. Delivered means the server accepted it. */
export function emailChannel({smtpUrl, from, to, locale, timeZone}: EmailOptions): Channel {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // The message is built from visitor text: never let it make nodemailer read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    name: 'email',
    description: `email to ${to.join(', ')} via ${describe(smtpUrl)} (${locale}, times in ${timeZone})`,
    async deliver(inquiry) {
      try {
        await transport.sendMail(inquiryMail(inquiry, {from, to}, {locale, timeZone}));
      } catch (error) {
        throw new Error(`email: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    close: () => transport.close(),
  };
}
