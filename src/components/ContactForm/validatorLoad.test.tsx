// @vitest-environment jsdom
import React from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setTestCustomFields, setTestLocale, setTestSearch} from '@site/tests/unit/shims/locale';
import {ContactForm} from './index';

// The validator (Zod) is a chunk of its own that loads on first focus: here that load fails, as it would
// offline or after a deploy replaced the chunk.
vi.mock('@site/src/inquiries/schema', () => {
  throw new Error('Loading chunk failed');
});

const texts = {
  ja: {
    name: /お名前/,
    email: /メールアドレス/,
    subject: /お問い合わせの種類/,
    message: /メッセージ/,
    send: '送信する',
    failure: 'お問い合わせを送信できませんでした。時間をおいてもう一度お試しください。',
  },
  en: {
    name: /^Name/,
    email: /^Email/,
    subject: /^Subject/,
    message: /^Message/,
    send: 'Send',
    failure: 'Failed to submit your inquiry. Please try again later.',
  },
} as const;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setTestCustomFields({});
  setTestSearch('');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

for (const locale of ['ja', 'en'] as const) {
  const t = texts[locale];

  describe(`contact form when its validator cannot load (${locale})`, () => {
    beforeEach(() => setTestLocale(locale));

    it('says the inquiry was not sent, sends nothing and keeps what was typed', async () => {
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.type(screen.getByLabelText(t.name), 'Hanako Yamada');
      await user.type(screen.getByLabelText(t.email), 'hanako@example.jp');
      await user.selectOptions(screen.getByLabelText(t.subject), 'consult-mvp');
      await user.type(screen.getByLabelText(t.message), 'We would like to discuss a pilot.');
      await user.click(screen.getByRole('button', {name: t.send}));

      expect(await screen.findByText(t.failure)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect((screen.getByLabelText(t.name) as HTMLInputElement).value).toBe('Hanako Yamada');
      expect((screen.getByLabelText(t.message) as HTMLTextAreaElement).value).toBe('We would like to discuss a pilot.');
    });
  });
}
