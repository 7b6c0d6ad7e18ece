// @vitest-environment jsdom
import React from 'react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setTestLocale} from '@site/tests/unit/shims/locale';
import {ContactForm} from './index';
import {fetchMock, fillValidForm, formTexts, setUpFormTests} from './formTestKit';

// The validator (Zod) is a chunk of its own that loads on first focus: here that load fails, as it would
// offline or after a deploy replaced the chunk.
vi.mock('@site/common/inquiries/schema', () => {
  throw new Error('Loading chunk failed');
});

setUpFormTests();

for (const locale of ['ja', 'en'] as const) {
  const t = formTexts[locale];

  describe(`contact form when its validator cannot load (${locale})`, () => {
    beforeEach(() => setTestLocale(locale));

    it('says the inquiry was not sent, sends nothing and keeps what was typed', async () => {
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValidForm(user, t);
      await user.click(screen.getByRole('button', {name: t.send}));

      expect(await screen.findByText(t.failure)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByLabelText<HTMLInputElement>(t.name).value).toBe('Hanako Yamada');
      expect(screen.getByLabelText<HTMLTextAreaElement>(t.message).value).toBe('We would like to discuss a pilot.');
    });
  });
}
