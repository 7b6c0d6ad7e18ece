import type {Env} from '../env';
import type {Channel} from './channel';
import {emailChannel} from './email';
import {webhookChannel} from './webhook';

/** The channels the environment turns on: email when SMTP_URL (with From and To) is set, webhook when its URL is. */
export function channelsFromEnv(env: Env): Channel[] {
  const channels: Channel[] = [];
  if (env.SMTP_URL && env.INQUIRY_MAIL_FROM && env.INQUIRY_MAIL_TO) {
    channels.push(
      emailChannel({
        smtpUrl: env.SMTP_URL,
        from: env.INQUIRY_MAIL_FROM,
        to: env.INQUIRY_MAIL_TO,
        locale: env.INQUIRY_MAIL_LOCALE,
        timeZone: env.INQUIRY_MAIL_TIME_ZONE,
      }),
    );
  }
  if (env.INQUIRY_WEBHOOK_URL) {
    channels.push(webhookChannel({url: env.INQUIRY_WEBHOOK_URL, secret: env.INQUIRY_WEBHOOK_SECRET}));
  }
  return channels;
}
