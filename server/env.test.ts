import {describe, expect, it} from 'vitest';
import {parseEnv} from './env';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      BUILD_DIR: 'build',
      LOG_FORMAT: 'text',
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      RATE_LIMIT_PER_MINUTE: 5,
      TRUST_PROXY: {kind: 'none'},
      SITE_URL: 'https://www.holoreal.jp',
      INQUIRY_RETENTION_DAYS: 1096,
      BACKUP_INTERVAL_HOURS: 24,
      BACKUP_KEEP: 7,
    });
  });

  it('refuses a retention period under a day and a backup count under one', () => {
    expect(() => parseEnv({INQUIRY_RETENTION_DAYS: '0'})).toThrow(/INQUIRY_RETENTION_DAYS/);
    expect(() => parseEnv({INQUIRY_RETENTION_DAYS: 'three years'})).toThrow(/INQUIRY_RETENTION_DAYS/);
    expect(() => parseEnv({BACKUP_KEEP: '0'})).toThrow(/BACKUP_KEEP/);
  });

  it.each([
    ['1', {kind: 'hops', hops: 1}],
    ['true', {kind: 'hops', hops: 1}],
    ['Yes', {kind: 'hops', hops: 1}],
    ['2', {kind: 'hops', hops: 2}],
    ['0', {kind: 'none'}],
    ['', {kind: 'none'}],
    ['off', {kind: 'none'}],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(parseEnv({TRUST_PROXY: value}).TRUST_PROXY).toEqual(expected);
  });

  it('reads TRUST_PROXY as proxy addresses and networks, and names a bad entry', () => {
    expect(parseEnv({TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32, 192.0.2.1'}).TRUST_PROXY).toMatchObject({
      kind: 'addresses',
    });
    expect(() => parseEnv({TRUST_PROXY: '10.0.0.0/40'})).toThrow(/TRUST_PROXY: "10.0.0.0\/40" has an invalid/);
    expect(() => parseEnv({TRUST_PROXY: 'proxy.local'})).toThrow(/TRUST_PROXY: "proxy.local" is neither/);
  });

  it('treats an empty DATABASE_URL as unset and refuses one that is not PostgreSQL', () => {
    expect(parseEnv({DATABASE_URL: ''}).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({DATABASE_URL: 'mysql://db/site'})).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('turns the mail channel on with all three settings, recipients split on commas', () => {
    const env = parseEnv({
      SMTP_URL: 'smtp://user:pass@mail.example.jp:587',
      INQUIRY_MAIL_FROM: 'Website <web@example.jp>',
      INQUIRY_MAIL_TO: 'sales@example.jp, ceo@example.jp',
    });
    expect(env.INQUIRY_MAIL_TO).toEqual(['sales@example.jp', 'ceo@example.jp']);
  });

  it('refuses a half-configured channel instead of silently sending nothing', () => {
    expect(() => parseEnv({SMTP_URL: 'smtp://mail.example.jp'})).toThrow(
      /INQUIRY_MAIL_FROM: is required for notification mail; INQUIRY_MAIL_TO: is required/,
    );
    expect(() => parseEnv({INQUIRY_WEBHOOK_SECRET: 'x'})).toThrow(/INQUIRY_WEBHOOK_URL: is required/);
    expect(() =>
      parseEnv({SMTP_URL: 'smtp://m.example.jp', INQUIRY_MAIL_FROM: 'a@example.jp', INQUIRY_MAIL_TO: 'nobody'}),
    ).toThrow(/INQUIRY_MAIL_TO/);
    expect(() => parseEnv({INQUIRY_WEBHOOK_URL: 'file:///etc/passwd'})).toThrow(/INQUIRY_WEBHOOK_URL/);
  });
});
