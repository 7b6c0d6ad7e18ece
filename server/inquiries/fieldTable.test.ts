import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {INQUIRY_FIELDS, columnOf, type InquiryField} from '../../common/inquiries/fields';
import {subjectLabel} from '../../common/inquiries/subjectLabels';
import {validateInquiry} from '../../common/inquiries/schema';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {testApp, type TestApp} from '../../tests/server/inquiries';
import {toCsv, toJson, toTable} from '../cli/inquiryCommands/export';
import type {Database} from '../db/database';
import {migrationGate} from '../db/migrate';
import {createLogger} from '../log';
import {inquiryMail} from '../notifications/mail';
import {createOutbox} from '../notifications/outbox';
import {webhookPayload} from '../notifications/webhook';
import type {StoredInquiry} from './inquiry';
import {createPersonalData} from './personalData';
import {createInquiryStore} from './store';

/**
 * Walks the field table (common/inquiries/fields.ts) through every place an inquiry's fields reach on the
 * server: a field added to the table and left out of any of them fails here, by name. The form's inputs and
 * the Supabase transport's insert are walked in ContactForm.test.tsx.
 */

/** A value that marks its field, valid for the field's kind. */
function marked({key, kind}: InquiryField): string {
  switch (kind) {
    case 'subject':
      return 'product-smart-box';
    case 'email':
      return `marked-${key}@example.jp`;
    case 'text':
      return `«${key}» first line\nsecond line`;
    case 'line':
      return `«${key}»`;
  }
}

const fields: readonly InquiryField[] = INQUIRY_FIELDS;
const values = Object.fromEntries(fields.map((field) => [field.key, marked(field)]));
const email = fields.find((field) => field.kind === 'email')!;
const fieldNames = fields.map((field) => field.key);

describe('the field table reaches every output', () => {
  let db: Database;
  let t: TestApp;
  let stored: StoredInquiry;
  const log: string[] = [];

  beforeAll(async () => {
    db = await openTestPglite();
    const gate = migrationGate(db);
    t = await testApp(db, {
      store: createInquiryStore(db, gate, {notify: ['webhook']}),
      log: createLogger({format: 'json', write: (line) => log.push(line)}),
    });
    const res = await t.post({...values, locale: 'en', idempotencyKey: randomUUID(), website: ''});
    expect(res.status).toBe(201);
    stored = (await t.store.list())[0]!;
  }, OPEN_TIMEOUT);
  afterAll(() => db?.close());

  it.each(fields)('$key: the request schema takes it, and refuses it too long or missing', (field) => {
    const base = {...values, idempotencyKey: randomUUID()};
    const parsed = validateInquiry(base);
    expect(parsed.ok && parsed.value[field.key as keyof typeof parsed.value]).toBe(values[field.key]);
    if (field.max !== undefined) {
      const tooLong = validateInquiry({...base, [field.key]: 'x'.repeat(field.max + 1)});
      expect(!tooLong.ok && tooLong.errors).toMatchObject({[field.key]: 'too_long'});
    }
    const missing = validateInquiry({...base, [field.key]: undefined});
    expect(missing.ok).toBe(!field.required);
  });

  it('the API contract lists every field in the request body', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, {post: {requestBody: {content: Record<string, {schema: {properties: object}}>}}}>;
    };
    const body = document.paths['/api/inquiries']!.post.requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(fieldNames));
  });

  it.each(fields)('$key: stored by the route, read back by the store (insert and select)', ({key}) => {
    expect(stored[key as keyof StoredInquiry]).toBe(values[key]);
  });

  it.each(fields)('$key: in the csv, json and table exports, under its column', ({key}) => {
    const csv = toCsv([stored]);
    expect(csv.split('\r\n')[0]!.split(',')).toContain(columnOf(key));
    expect(csv).toContain(values[key]!.includes('\n') ? `"${values[key]}"` : values[key]);
    expect(JSON.parse(toJson([stored]))[0]).toMatchObject({[key]: values[key]});
    expect(toTable([stored]).split('\n')[0]).toContain(columnOf(key));
  });

  it.each(fields)('$key: in the staff mail in both languages, with its label', ({key, kind, label}) => {
    for (const locale of ['ja', 'en'] as const) {
      const {text} = inquiryMail(
        stored,
        {from: 'site@example.jp', to: ['staff@example.jp']},
        {locale, timeZone: 'Asia/Tokyo'},
      );
      expect(text).toContain(label[locale]);
      expect(text).toContain(kind === 'subject' ? subjectLabel(locale, values[key]!) : values[key]);
    }
  });

  it.each(fields)('$key: in the webhook payload, under its column', ({key}) => {
    expect(webhookPayload(stored)).toMatchObject({[columnOf(key)]: values[key]});
  });

  it.each(fields)('$key: in the notification the outbox hands a channel', async ({key}) => {
    const outbox = createOutbox(db, migrationGate(db));
    const [claimed] = await outbox.claim({
      now: new Date('2100-01-01'),
      leaseUntil: new Date('2100-01-02'),
      limit: 1,
      channels: ['webhook'],
    });
    // The claim is leased until 2100: the next field's claim finds it again only after this reset.
    await db.query(`UPDATE inquiry_notifications SET next_attempt_at = created_at, attempts = 0`);
    expect(claimed?.inquiry).toMatchObject({[key]: values[key]});
  });

  it.each(fields)('$key: in the disclosure of `find --email`', async ({key}) => {
    const record = await createPersonalData(db, migrationGate(db)).find(values[email.key]!);
    expect(record.inquiries).toEqual([expect.objectContaining({[key]: values[key]})]);
  });

  it('logs the stored inquiry by the fields that say nothing about a person, and none that do', () => {
    const line = log.find((entry) => entry.includes('inquiry stored'))!;
    for (const field of fields) {
      expect(line.includes(values[field.key]!), field.key).toBe(!field.personal);
    }
  });
});
