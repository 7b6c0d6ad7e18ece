import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto';
import {createServer, type IncomingHttpHeaders} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Webhook, WebhookVerificationError} from 'standardwebhooks';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {storedInquiry} from '../../tests/server/inquiries';
import {freePort} from '../../tests/server/serverProcess';
import {startSmtpReceiver, type SmtpReceiver} from '../../tests/server/smtpReceiver';
import {startWebhookReceiver, type WebhookCall} from '../../tests/server/webhookReceiver';
import {parseEnv} from '../env';
import type {InquiryNotice} from './channel';
import {channelsFromEnv} from './configure';
import {emailChannel} from './email';
import {webhookChannel} from './webhook';

const inquiry: InquiryNotice = storedInquiry({
  id: '0b7e4c1a-7c1e-4f0e-9d55-3f1f4b1e2a10',
  createdAt: new Date('2026-11-25T00:00:00.000Z'),
  locale: 'ja',
  subject: 'consult-mvp',
  name: '山田 太郎',
  email: 'taro@example.jp',
  company: '株式会社サンプル',
  message: 'MVP の相談です。\n<b>太字</b> は太字にしないでください。\n.\n最後の行',
});
/** The outbox row of the notification (webhook-id). */
const NOTIFICATION_ID = '5d1c2f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
describe('email channel (real SMTP server on 127.0.0.1)', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  /** The mail channel as the server configures it from these settings. */
  const channelFor = (settings: Record<string, string> = {}) => {
    const env = parseEnv({
      SMTP_URL: smtp.url,
      INQUIRY_MAIL_FROM: 'Website <web@holoreal.example>',
      INQUIRY_MAIL_TO: 'sales@holoreal.example, ceo@holoreal.example',
      ...settings,
    });
    const [channel] = channelsFromEnv(env);
    expect(channel?.name).toBe('email');
    return channel!;
  };

  async function send(notice: InquiryNotice, settings?: Record<string, string>) {
    const before = smtp.mails.length;
    await channelFor(settings).deliver(notice, NOTIFICATION_ID);
    expect(smtp.mails.length).toBe(before + 1);
    return smtp.mails.at(-1)!;
  }

  it('writes in Japanese by default: the subject in words, the time in JST, Reply-To the visitor, plain text', async () => {
    const mail = await send(inquiry);
    expect(mail.envelope.to).toEqual(['sales@holoreal.example', 'ceo@holoreal.example']);
    expect(mail.header('from')).toBe('Website <web@holoreal.example>');
    expect(mail.header('reply-to')).toBe('山田 太郎 <taro@example.jp>');
    expect(mail.header('subject')).toBe('[お問い合わせ] MVP開発のご相談：山田 太郎 様');
    expect(mail.header('x-inquiry-id')).toBe(inquiry.id);
    expect(mail.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.raw).not.toMatch(/text\/html|multipart/i);
    expect(mail.text).toContain('ウェブサイトのお問い合わせフォームから新しいお問い合わせが届きました。');
    for (const line of [
      '【受信日時】2026年11月25日（水）09:00（JST）',
      '【種類】MVP開発のご相談',
      '【お名前】山田 太郎',
      '【メールアドレス】taro@example.jp',
      '【会社名】株式会社サンプル',
      '【フォームの言語】日本語',
      `【お問い合わせID】${inquiry.id}`,
    ]) {
      expect(mail.text.split('\n')).toContain(line);
    }
    expect(mail.text).toContain(`【お問い合わせ内容】\n\n${inquiry.message}\n`);
    expect(mail.text).not.toContain('consult-mvp');
  });

  it('writes in English with INQUIRY_MAIL_LOCALE=en, the time still in the company time zone', async () => {
    const mail = await send({...inquiry, locale: 'en', company: ''}, {INQUIRY_MAIL_LOCALE: 'en'});
    expect(mail.header('subject')).toBe('[Inquiry] Consultation on MVP development: 山田 太郎');
    expect(mail.header('reply-to')).toBe('山田 太郎 <taro@example.jp>');
    expect(mail.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.raw).not.toMatch(/text\/html|multipart/i);
    for (const line of [
      'Received:   2026-11-25 (Wed) 09:00 (JST)',
      'Subject:    Consultation on MVP development',
      'Name:       山田 太郎',
      'Email:      taro@example.jp',
      'Company:    -',
      'Form in:    English',
      `Inquiry ID: ${inquiry.id}`,
    ]) {
      expect(mail.text.split('\n')).toContain(line);
    }
    expect(mail.text).toContain(`Message:\n\n${inquiry.message}\n`);
    expect(mail.text).not.toContain('consult-mvp');
  });

  it('gives the time in INQUIRY_MAIL_TIME_ZONE', async () => {
    const mail = await send(inquiry, {INQUIRY_MAIL_LOCALE: 'en', INQUIRY_MAIL_TIME_ZONE: 'America/New_York'});
    expect(mail.text.split('\n')).toContain('Received:   2026-11-24 (Tue) 19:00 (EST)');
  });

  it('lets no CR/LF in the name or subject add a header or a recipient', async () => {
    const mail = await send({
      ...inquiry,
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: name',
      subject: 'other\r\nX-Injected: subject\nContent-Type: text/html',
      email: 'eve@example.com\r\nCc: other@example.com',
    });
    const names = mail.headers.map(([name]) => name);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((name) => name === 'content-type')).toHaveLength(1);
    expect(mail.header('content-type')).toMatch(/^text\/plain/i);
    expect(mail.envelope.to).toEqual(['sales@holoreal.example', 'ceo@holoreal.example']);
    expect(mail.header('subject')).toBe(
      '[お問い合わせ] other X-Injected: subject Content-Type: text/html：Eve Bcc: victim@example.com X-Injected: name 様',
    );
  });

  it('fails with the reason when the SMTP server cannot be reached', async () => {
    const port = await freePort();
    const unreachable = emailChannel({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@example.com',
      to: ['b@example.com'],
      locale: 'ja',
      timeZone: 'Asia/Tokyo',
    });
    await expect(unreachable.deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow(/^email: .*ECONNREFUSED/);
  });
});

describe('webhook channel (real HTTP receiver on 127.0.0.1)', () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const receivers: {down(): Promise<void>}[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(receivers.splice(0).map((receiver) => receiver.down()));
  });
  async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
    const started = await startWebhookReceiver(options);
    receivers.push(started);
    return started;
  }

  /** Sends a recorded call again, byte for byte, with some headers changed. */
  async function replay(url: string, call: WebhookCall, changed: Record<string, string> = {}) {
    const names = ['content-type', 'idempotency-key', 'webhook-id', 'webhook-timestamp', 'webhook-signature'];
    const headers = Object.fromEntries(names.map((name) => [name, String(call.headers[name])]));
    const response = await fetch(url, {method: 'POST', headers: {...headers, ...changed}, body: call.body});
    return response.status;
  }

  /** The check README gives for receivers without the package. */
  function manualCheck(headers: IncomingHttpHeaders, rawBody: string, key: Buffer): boolean {
    const [id, timestamp, signatures] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) =>
      String(headers[name]),
    ) as [string, string, string];
    const expected = Buffer.from(
      'v1,' + createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest('base64'),
    );
    return (
      Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300 &&
      signatures.split(' ').some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected))
    );
  }

  it('POSTs inquiry.created signed the Standard Webhooks way; the standardwebhooks package verifies it', async () => {
    const hook = await receiver({verify: new Webhook(secret)});
    const before = Math.floor(Date.now() / 1000);
    await webhookChannel({url: hook.url, secret}).deliver(inquiry, NOTIFICATION_ID);
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call!.refused).toBeNull();
    // Every field of the table is in it (fieldTable.test.ts); these are the values of this inquiry.
    expect(JSON.parse(call!.body)).toMatchObject({
      type: 'inquiry.created',
      id: inquiry.id,
      created_at: '2026-11-25T00:00:00.000Z',
      locale: 'ja',
      subject: 'consult-mvp',
      name: '山田 太郎',
      email: 'taro@example.jp',
      company: '株式会社サンプル',
      message: inquiry.message,
    });
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['idempotency-key']).toBe(inquiry.id);
    expect(call!.headers['webhook-id']).toBe(NOTIFICATION_ID);
    const timestamp = Number(call!.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(call!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(manualCheck(call!.headers, call!.body, Buffer.from(secret.slice('whsec_'.length), 'base64'))).toBe(true);
    expect(manualCheck(call!.headers, `${call!.body} `, Buffer.from(secret.slice('whsec_'.length), 'base64'))).toBe(
      false,
    );
    // A whsec_ secret is new to receivers: they verify webhook-signature, so the legacy header is not sent.
    expect(call!.headers['x-signature']).toBeUndefined();
  });

  it('is refused by the package when the same call is replayed ten minutes later, or with a fresh timestamp', async () => {
    const hook = await receiver({verify: new Webhook(secret)});
    await webhookChannel({url: hook.url, secret}).deliver(inquiry, NOTIFICATION_ID);
    const [call] = hook.calls;
    expect(await replay(hook.url, call!)).toBe(204);

    vi.useFakeTimers({toFake: ['Date'], now: Date.now() + 10 * 60_000});
    expect(await replay(hook.url, call!)).toBe(401);
    expect(hook.calls.at(-1)!.refused).toBe('Message timestamp too old');
    const fresh = String(Math.floor(Date.now() / 1000));
    expect(await replay(hook.url, call!, {'webhook-timestamp': fresh})).toBe(401);
    expect(hook.calls.at(-1)!.refused).toBe('No matching signature found');
    expect(await replay(hook.url, call!, {'webhook-id': crypto.randomUUID()})).toBe(401);
  });

  it('is refused when it was signed ten minutes ago (a sender clock that far off fails loudly)', async () => {
    const hook = await receiver({verify: new Webhook(secret)});
    const late = webhookChannel({url: hook.url, secret, clock: () => Date.now() - 10 * 60_000});
    await expect(late.deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow('webhook: HTTP 401');
    expect(hook.calls[0]!.refused).toBe('Message timestamp too old');
    expect(() => new Webhook(secret).verify(hook.calls[0]!.body, {})).toThrow(WebhookVerificationError);
  });

  it('keeps webhook-id across retries of one notification; each try has its own timestamp', async () => {
    const hook = await receiver({verify: new Webhook(secret), status: (call) => (call === 0 ? 500 : 204)});
    let now = Date.now() - 60_000;
    const channel = webhookChannel({url: hook.url, secret, clock: () => now});
    await expect(channel.deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow('webhook: HTTP 500');
    now += 30_000;
    await channel.deliver(inquiry, NOTIFICATION_ID);
    expect(hook.calls.map((call) => call.refused)).toEqual([null, null]);
    expect(hook.calls.map((call) => call.headers['webhook-id'])).toEqual([NOTIFICATION_ID, NOTIFICATION_ID]);
    const [first, second] = hook.calls.map((call) => Number(call.headers['webhook-timestamp']));
    expect(second! - first!).toBe(30);
  });

  it('signs with the raw bytes of a secret without whsec_ and sends X-Signature alongside, as before', async () => {
    const legacy = 'shh-a-secret-from-before';
    const hook = await receiver({verify: new Webhook(new TextEncoder().encode(legacy), {format: 'raw'})});
    await webhookChannel({url: hook.url, secret: legacy}).deliver(inquiry, NOTIFICATION_ID);
    const [call] = hook.calls;
    expect(call!.refused).toBeNull();
    expect(call!.headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', legacy).update(call!.body).digest('hex')}`,
    );
    expect(manualCheck(call!.headers, call!.body, Buffer.from(legacy))).toBe(true);
  });

  it('refuses a whsec_ secret that is no base64 key of 24 bytes or more, without repeating it', () => {
    for (const bad of ['whsec_not*base64', `whsec_${randomBytes(16).toString('base64')}`]) {
      let message = '';
      try {
        webhookChannel({url: 'http://127.0.0.1:9/', secret: bad});
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^INQUIRY_WEBHOOK_SECRET: a whsec_ secret must/);
      expect(message).not.toContain(bad.slice('whsec_'.length));
    }
  });

  it('sends webhook-id and webhook-timestamp but no signature without a secret', async () => {
    const hook = await receiver();
    await webhookChannel({url: hook.url}).deliver(inquiry, NOTIFICATION_ID);
    const {headers} = hook.calls[0]!;
    expect(headers['webhook-id']).toBe(NOTIFICATION_ID);
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(headers['webhook-signature']).toBeUndefined();
    expect(headers['x-signature']).toBeUndefined();
  });

  it.each([
    [500, 'webhook: HTTP 500'],
    [404, 'webhook: HTTP 404'],
    [302, 'webhook: HTTP 302'],
  ])('fails on HTTP %i', async (status, message) => {
    const hook = await receiver({status: () => status});
    await expect(webhookChannel({url: hook.url}).deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow(message);
  });

  it('fails when nothing listens', async () => {
    const port = await freePort();
    await expect(webhookChannel({url: `http://127.0.0.1:${port}/`}).deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow(
      'webhook: ECONNREFUSED',
    );
  });

  it('fails when the receiver does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const {port} = silent.address() as AddressInfo;
    try {
      const channel = webhookChannel({url: `http://127.0.0.1:${port}/`, timeoutMs: 300});
      await expect(channel.deliver(inquiry, NOTIFICATION_ID)).rejects.toThrow('webhook: no answer within 0.3 s');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
