import type {Page} from '@playwright/test';
import {texts} from './contactTexts';
import type {Locale} from './fixtures';

/** What a visitor types into the contact form, by field. */
export interface TypedInquiry {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** An inquiry a test sends: a person's made-up details, never real ones. */
export const SAMPLE_INQUIRY: TypedInquiry = {
  name: 'Sakura Ito',
  email: 'sakura@example.jp',
  subject: 'product-holoreal-capsule',
  message: 'Twelve capsules for a card shop.',
};

/** Fills the contact form of a hydrated page, field by field as a visitor would, and sends it. */
export async function sendInquiry(page: Page, locale: Locale, inquiry: TypedInquiry = SAMPLE_INQUIRY): Promise<void> {
  const t = texts[locale];
  await page.getByLabel(t.name).fill(inquiry.name);
  await page.getByLabel(t.email).fill(inquiry.email);
  await page.getByLabel(t.subject).selectOption(inquiry.subject);
  await page.getByLabel(t.message).fill(inquiry.message);
  await page.getByRole('button', {name: t.send}).click();
}
