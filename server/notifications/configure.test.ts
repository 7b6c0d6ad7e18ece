import {randomBytes} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {parseEnv} from '../env';
import {channelsFromEnv} from './configure';

const mail = {
  SMTP_URL: 'smtp://mail.example.jp:587',
  INQUIRY_MAIL_FROM: 'web@example.jp',
  INQUIRY_MAIL_TO: 'a@example.jp',
};
const hook = {INQUIRY_WEBHOOK_URL: 'https://hooks.example.jp/inquiries'};

/** The configuration error of these settings, or '' when they parse. */
function problem(settings: Record<string, string>): string {
  try {
    parseEnv(settings);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('notification settings', () => {
  it('write the mail in Japanese with times in Asia/Tokyo unless told otherwise; empty is the default', () => {
    for (const env of [parseEnv(mail), parseEnv({...mail, INQUIRY_MAIL_LOCALE: '', INQUIRY_MAIL_TIME_ZONE: ' '})]) {
      expect(channelsFromEnv(env)[0]!.description).toBe(
        'email to a@example.jp via mail.example.jp:587 (ja, times in Asia/Tokyo)',
      );
    }
    const env = parseEnv({...mail, INQUIRY_MAIL_LOCALE: 'en', INQUIRY_MAIL_TIME_ZONE: 'Europe/Berlin'});
    expect(channelsFromEnv(env)[0]!.description).toMatch(/\(en, times in Europe\/Berlin\)$/);
  });

  it('refuse a language other than ja or en and a time zone Intl does not know', () => {
    expect(problem({INQUIRY_MAIL_LOCALE: 'fr'})).toMatch(/INQUIRY_MAIL_LOCALE: must be ja or en/);
    expect(problem({INQUIRY_MAIL_TIME_ZONE: 'Mars/Olympus_Mons'})).toMatch(
      /INQUIRY_MAIL_TIME_ZONE: must be a time zone name such as Asia\/Tokyo/,
    );
  });

  it('take a whsec_ webhook secret, or any other string as a legacy one', () => {
    const whsec = `whsec_${randomBytes(24).toString('base64')}`;
    expect(channelsFromEnv(parseEnv({...hook, INQUIRY_WEBHOOK_SECRET: whsec}))[0]!.description).toBe(
      'webhook to https://hooks.example.jp/inquiries (signed)',
    );
    expect(channelsFromEnv(parseEnv({...hook, INQUIRY_WEBHOOK_SECRET: 'old-shared-secret'}))[0]!.description).toBe(
      'webhook to https://hooks.example.jp/inquiries (signed, legacy secret: X-Signature too)',
    );
  });

  it('refuse a whsec_ secret that is not base64 or shorter than 24 bytes, without repeating it', () => {
    const short = `whsec_${randomBytes(23).toString('base64')}`;
    expect(problem({...hook, INQUIRY_WEBHOOK_SECRET: short})).toBe(
      'Invalid configuration: INQUIRY_WEBHOOK_SECRET: a whsec_ secret must hold at least 24 bytes (it holds 23)',
    );
    const garbled = 'whsec_c2VjcmV0!c2VjcmV0';
    expect(problem({...hook, INQUIRY_WEBHOOK_SECRET: garbled})).toBe(
      'Invalid configuration: INQUIRY_WEBHOOK_SECRET: a whsec_ secret must continue in base64',
    );
  });
});
