import {afterEach, beforeEach, vi} from 'vitest';
import {cleanup, screen} from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {setTestCustomFields, setTestSearch} from '@site/tests/unit/shims/locale';

/** What the contact form's unit tests share: the texts they look for, a stubbed fetch, a valid fill. */

export const formTexts = {
  ja: {
    name: /お名前/,
    email: /メールアドレス/,
    company: /会社名/,
    subject: /お問い合わせの種類/,
    message: /メッセージ/,
    /** Each field's label as the page shows it, and the mark after a required one's. */
    labels: {
      name: 'お名前',
      email: 'メールアドレス',
      company: '会社名（任意）',
      subject: 'お問い合わせの種類',
      message: 'メッセージ',
    },
    required: '必須',
    send: '送信する',
    sending: '送信中…',
    messageRequired: 'メッセージを入力してください',
    success: 'お問い合わせありがとうございます',
    received: '内容を受け付けました。担当者より追ってご連絡いたします。',
    home: 'ホームに戻る',
    failure: 'お問い合わせを送信できませんでした。時間をおいてもう一度お試しください。',
    supabase: 'Supabaseを初期化できませんでした',
    other: 'その他',
    subjects: [
      'ホロリアルカプセル',
      'スマートライト＆コンセント',
      '充電キット',
      'スマートブロックチェーンガチャ',
      'スマートボックス',
      'MVP開発のご相談',
      '開発・協業のご相談',
      'その他',
    ],
  },
  en: {
    name: /^Name/,
    email: /^Email/,
    company: /^Company/,
    subject: /^Subject/,
    message: /^Message/,
    labels: {name: 'Name', email: 'Email', company: 'Company (optional)', subject: 'Subject', message: 'Message'},
    required: 'Required',
    send: 'Send',
    sending: 'Sending...',
    messageRequired: 'Message is required',
    success: 'Thank you for your inquiry',
    received: 'We have received your message and will be in touch soon.',
    home: 'Back to home',
    failure: 'Failed to submit your inquiry. Please try again later.',
    supabase: 'Failed to initialize Supabase',
    other: 'Other',
    subjects: [
      'Holoreal Capsule',
      'Smart Light & Outlet',
      'Charging Kit',
      'Smart Blockchain Gacha',
      'Smart Box',
      'Consultation on MVP development',
      'Consultation on development and partnership',
      'Other',
    ],
  },
} as const;

export type FormTexts = (typeof formTexts)[keyof typeof formTexts];

/** The form's requests go to this stub, reset before each test. */
export const fetchMock = vi.fn();

/** Registers the hooks every contact form test file needs: fetch stubbed, a server build, no query. */
export function setUpFormTests(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setTestCustomFields({inquiryTransport: {kind: 'server'}});
    setTestSearch('');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Fills every required field with valid values. */
export async function fillValidForm(user: ReturnType<typeof userEvent.setup>, t: FormTexts): Promise<void> {
  await user.type(screen.getByLabelText(t.name), 'Hanako Yamada');
  await user.type(screen.getByLabelText(t.email), 'hanako@example.jp');
  await user.selectOptions(screen.getByLabelText(t.subject), 'consult-mvp');
  await user.type(screen.getByLabelText(t.message), 'We would like to discuss a pilot.');
}
