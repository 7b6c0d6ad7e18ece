import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort} from '../../tests/server/serverProcess';
import {startSmtpReceiver, type SmtpReceiver} from '../../tests/server/smtpReceiver';
import {startWebhookReceiver} from '../../tests/server/webhookReceiver';
import type {InquiryNotice} from './channel';
import {emailChannel} from './email';
import {signature, webhookChannel} from './webhook';

const inquiry: InquiryNotice = {
  id: '0b7e4c1a-7c1e-4f0e-9d55-3f1f4b1e2a10',
  createdAt: new Date('2025-08-01T09:30:00.000Z'),
  locale: 'ja',
  subject: 'consult-mvp',
  name: '山田 太郎',
  email: 'taro@example.jp',
  company: '株式会社サンプル',
  message: 'MVP の相談です。\n<b>太字</b> は太字にしないでください。\n.\n最後の行',
};

describe('email channel (real SMTP server on 127.0.0.1)', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  const channel = () =>
    emailChannel({
      smtpUrl: smtp.url,
      from: 'Website <web@holoreal.example>',
      to: ['sales@holoreal.example', 'ceo@holoreal.example'],
    });

  it('sends one plain-text mail with every field, Reply-To the visitor', async () => {
    const before = smtp.mails.length;
    await channel().deliver(inquiry);
    expect(smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelope.to).toEqual(['sales@holoreal.example', 'ceo@holoreal.example']);
    expect(mail.header('from')).toBe('Website <web@holoreal.example>');
    expect(mail.header('reply-to')).toBe('山田 太郎 <taro@example.jp>');
    expect(mail.text).not.toMatch(/^(Bcc|Cc|X-Injected):/m);
    expect(mail.header('subject')).toBe('[Inquiry] consult-mvp: 山田 太郎');
    expect(mail.header('x-inquiry-id')).toBe(inquiry.id);
    expect(mail.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.raw).not.toMatch(/text\/html/i);
    for (const value of [
      inquiry.id,
      '2025-08-01T09:30:00.000Z',
      'ja',
      'consult-mvp',
      '山田 太郎',
      'taro@example.jp',
      '株式会社サンプル',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain(inquiry.message);
  });

  it('lets no CR/LF in the name or subject add a header or a recipient', async () => {
    const before = smtp.mails.length;
    await channel().deliver({
      ...inquiry,
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: name',
      subject: 'other\r\nX-Injected: subject\nContent-Type: text/html',
      email: 'eve@example.com\r\nCc: other@example.com',
    });
    expect(smtp.mails.length).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    const names = mail.headers.map(([name]) => name);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((name) => name === 'content-type')).toHaveLength(1);
    expect(mail.header('content-type')).toMatch(/^text\/plain/i);
    expect(mail.envelope.to).toEqual(['sales@holoreal.example', 'ceo@holoreal.example']);
    expect(mail.header('subject')).toBe(
      '[Inquiry] other X-Injected: subject Content-Type: text/html: Eve Bcc: victim@example.com X-Injected: name',
    );
  });

  it('fails with the reason when the SMTP server cannot be reached', async () => {
    const port = await freePort();
    const unreachable = emailChannel({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@example.com',
      to: ['b@example.com'],
    });
    await expect(unreachable.deliver(inquiry)).rejects.toThrow(/^email: .*ECONNREFUSED/);
  });
});

describe('webhook channel (real HTTP receiver on 127.0.0.1)', () => {
  it('POSTs inquiry.created with Idempotency-Key and a signature of the raw body', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await webhookChannel({url: receiver.url, secret: 'shh'}).deliver(inquiry);
      expect(receiver.calls).toHaveLength(1);
      const [call] = receiver.calls;
      expect(JSON.parse(call!.body)).toEqual({
        type: 'inquiry.created',
        id: inquiry.id,
        created_at: '2025-08-01T09:30:00.000Z',
        locale: 'ja',
        subject: 'consult-mvp',
        name: '山田 太郎',
        email: 'taro@example.jp',
        company: '株式会社サンプル',
        message: inquiry.message,
      });
      expect(call!.headers['content-type']).toBe('application/json');
      expect(call!.headers['idempotency-key']).toBe(inquiry.id);
      expect(call!.headers['x-signature']).toBe(signature(call!.body, 'shh'));
      expect(call!.headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    } finally {
      await receiver.down();
    }
  });

  it('sends no signature without a secret', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await webhookChannel({url: receiver.url}).deliver(inquiry);
      expect(receiver.calls[0]!.headers['x-signature']).toBeUndefined();
    } finally {
      await receiver.down();
    }
  });

  it.each([
    [500, 'webhook: HTTP 500'],
    [404, 'webhook: HTTP 404'],
    [302, 'webhook: HTTP 302'],
  ])('fails on HTTP %i', async (status, message) => {
    const receiver = await startWebhookReceiver({status: () => status});
    try {
      await expect(webhookChannel({url: receiver.url}).deliver(inquiry)).rejects.toThrow(message);
    } finally {
      await receiver.down();
    }
  });

  it('fails when nothing listens', async () => {
    const port = await freePort();
    await expect(webhookChannel({url: `http://127.0.0.1:${port}/`}).deliver(inquiry)).rejects.toThrow(
      'webhook: ECONNREFUSED',
    );
  });

  it('fails when the receiver does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const {port} = silent.address() as AddressInfo;
    try {
      const channel = webhookChannel({url: `http://127.0.0.1:${port}/`, timeoutMs: 300});
      await expect(channel.deliver(inquiry)).rejects.toThrow('webhook: no answer within 0.3 s');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
