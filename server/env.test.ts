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
      INQUIRY_MAIL_LOCALE: 'ja',
      INQUIRY_MAIL_TIME_ZONE: 'Asia/Tokyo',
      INQUIRY_RETENTION_DAYS: 1096,
      BACKUP_INTERVAL_HOURS: 24,
      BACKUP_KEEP: 7,
      SHUTDOWN_GRACE_SECONDS: 10,
    });
  });

  it.each(['', ' ', '\t \n'])('reads %j as unset: the documented default, never zero', (blank) => {
    const env = parseEnv({
      PORT: blank,
      RATE_LIMIT_PER_MINUTE: blank,
      BACKUP_INTERVAL_HOURS: blank,
      BACKUP_KEEP: blank,
      INQUIRY_RETENTION_DAYS: blank,
      SHUTDOWN_GRACE_SECONDS: blank,
      HOST: blank,
      BUILD_DIR: blank,
      DATA_DIR: blank,
      LOG_FORMAT: blank,
      LOG_LEVEL: blank,
      SITE_URL: blank,
    });
    expect(env).toMatchObject({
      PORT: 3000,
      RATE_LIMIT_PER_MINUTE: 5,
      BACKUP_INTERVAL_HOURS: 24,
      BACKUP_KEEP: 7,
      INQUIRY_RETENTION_DAYS: 1096,
      SHUTDOWN_GRACE_SECONDS: 10,
      HOST: '127.0.0.1',
      BUILD_DIR: 'build',
      DATA_DIR: '.data',
      LOG_FORMAT: 'text',
      LOG_LEVEL: 'info',
      SITE_URL: 'https://www.holoreal.jp',
    });
  });

  it('reads a blank optional setting as not configured, so a blank channel stays off', () => {
    const env = parseEnv({
      DATABASE_URL: ' ',
      SMTP_URL: '',
      INQUIRY_MAIL_FROM: ' ',
      INQUIRY_MAIL_TO: '',
      INQUIRY_WEBHOOK_URL: '  ',
      INQUIRY_WEBHOOK_SECRET: '',
      BACKUP_DIR: ' ',
      TRUST_PROXY: ' ',
    });
    expect(env).toMatchObject({TRUST_PROXY: {kind: 'none'}});
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'INQUIRY_MAIL_TO', 'INQUIRY_WEBHOOK_URL', 'BACKUP_DIR'] as const) {
      expect(env[name], name).toBeUndefined();
    }
  });

  it('still takes an explicit 0 where README documents it, and names a blank that leaves a channel half set', () => {
    expect(parseEnv({RATE_LIMIT_PER_MINUTE: '0', BACKUP_INTERVAL_HOURS: '0'})).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 0,
      BACKUP_INTERVAL_HOURS: 0,
    });
    expect(parseEnv({PORT: ' 8080 '}).PORT).toBe(8080);
    expect(() =>
      parseEnv({SMTP_URL: 'smtp://mail.example.jp', INQUIRY_MAIL_FROM: 'web@example.jp', INQUIRY_MAIL_TO: ' '}),
    ).toThrow(/INQUIRY_MAIL_TO: is required for notification mail/);
    expect(() => parseEnv({PORT: 'eighty'})).toThrow(/PORT/);
    expect(() => parseEnv({SHUTDOWN_GRACE_SECONDS: '0'})).toThrow(/SHUTDOWN_GRACE_SECONDS/);
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
