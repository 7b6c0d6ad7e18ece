// @vitest-environment jsdom
import React from 'react';
import {beforeEach, describe, expect, it} from 'vitest';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setTestCustomFields, setTestLocale, setTestSearch} from '@site/tests/unit/shims/locale';
import {FORM_FIELDS, INQUIRY_FIELDS, INQUIRY_FIELD_KEYS, columnOf, type FieldKind} from '@site/common/inquiries/fields';
import {ContactForm} from './index';
import {fetchMock, fillValidForm, formTexts, setUpFormTests} from './formTestKit';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
}

/** The element each kind of field is shown as. */
const ELEMENT_OF_KIND: Record<FieldKind, string> = {
  line: 'input type=text',
  email: 'input type=email',
  text: 'textarea',
  subject: 'select',
};

function elementOf(control: Element): string {
  const type = control.getAttribute('type');
  return control.localName + (type ? ` type=${type}` : '');
}

const supabaseBuild = {
  inquiryTransport: {kind: 'supabase', url: 'https://e2e-holoreal.supabase.co', anonKey: 'e2e-anon-key'},
};

setUpFormTests();

for (const locale of ['ja', 'en'] as const) {
  const t = formTexts[locale];

  describe(`contact form (${locale})`, () => {
    beforeEach(() => setTestLocale(locale));

    it("shows the table's fields in its order, each as its kind's element under its label", () => {
      const {container} = render(<ContactForm />);
      const shown = Array.from(container.querySelectorAll('input, select, textarea'))
        .filter((control) => control.getAttribute('name') !== 'website')
        .map((control) => ({
          key: control.getAttribute('name'),
          id: control.id,
          element: elementOf(control),
          label: container.querySelector(`label[for="${control.id}"]`)?.textContent,
          required: control.hasAttribute('required'),
        }));
      expect(shown).toEqual(
        FORM_FIELDS.map(({key, kind, required}) => ({
          key,
          id: `contact-${key}`,
          element: ELEMENT_OF_KIND[kind],
          label: required ? `${t.labels[key]} ${t.required}` : t.labels[key],
          required,
        })),
      );
      expect(shown.map(({key}) => key).sort()).toEqual([...INQUIRY_FIELD_KEYS].sort());
      // The order the form has always asked in: who is writing, then what about.
      const asked = ['name', 'email', 'company', 'subject', 'message'];
      expect(shown.map(({key}) => key!).filter((key) => asked.includes(key))).toEqual(asked);
    });

    it('lets the browser fill in the name, the address and the company, with an email keyboard', () => {
      render(<ContactForm />);
      const autocomplete = (label: RegExp) => screen.getByLabelText(label).getAttribute('autocomplete');
      expect([t.name, t.email, t.company, t.subject, t.message].map(autocomplete)).toEqual([
        'name',
        'email',
        'organization',
        null,
        null,
      ]);
      expect(screen.getByLabelText(t.email).getAttribute('inputmode')).toBe('email');
    });

    it("offers the specification's subjects in its order, Charging Kit included, after the Holoreal Capsule", () => {
      render(<ContactForm />);
      const options = Array.from(screen.getByLabelText<HTMLSelectElement>(t.subject).options)
        .filter((option) => option.value !== '')
        .map((option) => option.textContent);
      expect(options).toEqual(t.subjects);
    });

    it('shows every error at once, focuses the first invalid field and sends nothing', async () => {
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.click(screen.getByRole('button', {name: t.send}));
      // The validator loads on first use (focus or submit): wait for its verdict.
      expect(await screen.findByText(t.messageRequired)).toBeTruthy();
      expect(screen.getByLabelText(t.name).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText(t.email).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText(t.message).getAttribute('aria-describedby')).toContain('message-error');
      expect(document.activeElement).toBe(screen.getByLabelText(t.name));
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('only a missing message: focus goes to the message and its error is announced through it', async () => {
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.type(screen.getByLabelText(t.name), 'A');
      await user.type(screen.getByLabelText(t.email), 'a@example.jp');
      await user.selectOptions(screen.getByLabelText(t.subject), 'other');
      await user.click(screen.getByRole('button', {name: t.send}));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(t.message)));
      expect(screen.getByLabelText(t.message).getAttribute('aria-describedby')).toBe('message-error');
      expect(document.getElementById('message-error')?.textContent).toBe(t.messageRequired);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('goes through Sending... to success, sends one request on a double click', async () => {
      let answer!: (response: Response) => void;
      fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValidForm(user, t);
      const button = screen.getByRole('button', {name: t.send});
      await user.dblClick(button);
      expect(screen.getByRole('button', {name: t.sending}).hasAttribute('disabled')).toBe(true);
      answer(jsonResponse(201, {id: 'b7f3a9c2-1f0e-4d5b-9a1c-2e3f4a5b6c7d'}));
      expect(await screen.findByRole('heading', {name: t.success})).toBeTruthy();
      expect(screen.getByText(t.received)).toBeTruthy();
      expect(screen.getByRole('link', {name: t.home}).getAttribute('href')).toBe('/');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/inquiries');
      const body = JSON.parse(init.body);
      expect(body).toMatchObject({
        name: 'Hanako Yamada',
        email: 'hanako@example.jp',
        subject: 'consult-mvp',
        locale,
        website: '',
      });
      expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('on failure shows the failure text, keeps everything typed and retries with the same key', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse(503, {error: {code: 'unavailable'}}));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValidForm(user, t);
      await user.click(screen.getByRole('button', {name: t.send}));
      expect((await screen.findByRole('alert')).textContent).toBe(t.failure);
      expect(screen.getByLabelText<HTMLInputElement>(t.name).value).toBe('Hanako Yamada');
      expect(screen.getByLabelText<HTMLTextAreaElement>(t.message).value).toBe('We would like to discuss a pilot.');
      expect(screen.getByLabelText<HTMLSelectElement>(t.subject).value).toBe('consult-mvp');

      fetchMock.mockRejectedValueOnce(new TypeError('network down'));
      await user.click(screen.getByRole('button', {name: t.send}));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect((await screen.findByRole('alert')).textContent).toBe(t.failure);

      fetchMock.mockResolvedValueOnce(jsonResponse(200, {id: 'b7f3a9c2-1f0e-4d5b-9a1c-2e3f4a5b6c7d'}));
      await user.click(screen.getByRole('button', {name: t.send}));
      expect(await screen.findByRole('heading', {name: t.success})).toBeTruthy();
      const keys = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).idempotencyKey);
      expect(new Set(keys).size).toBe(1);
    });

    it('preselects the subject named in ?subject=', () => {
      setTestSearch('?subject=other');
      render(<ContactForm />);
      const select = screen.getByLabelText<HTMLSelectElement>(t.subject);
      expect(select.value).toBe('other');
      expect(select.selectedOptions[0]!.textContent).toBe(t.other);
    });

    it('ignores an unknown ?subject=', () => {
      setTestSearch('?subject=<script>');
      render(<ContactForm />);
      expect(screen.getByLabelText<HTMLSelectElement>(t.subject).value).toBe('');
    });

    it('shows a counter near the 5,000-character limit and refuses a longer message', async () => {
      const user = userEvent.setup();
      render(<ContactForm />);
      const message = screen.getByLabelText(t.message);
      expect(screen.queryByTestId('message-counter')).toBeNull();
      await user.click(message);
      await user.paste('x'.repeat(5001));
      expect(screen.getByTestId('message-counter').textContent).toMatch(/5,001 ?\/ ?5,000/);
      await user.type(screen.getByLabelText(t.name), 'A');
      await user.type(screen.getByLabelText(t.email), 'a@example.jp');
      await user.selectOptions(screen.getByLabelText(t.subject), 'other');
      await user.click(screen.getByRole('button', {name: t.send}));
      expect(document.activeElement).toBe(message);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    // The browser tests run the Supabase build in Japanese; these check the same requests and texts in both.
    it('with Supabase configured, inserts into the project with the anon key and shows the success state', async () => {
      setTestCustomFields(supabaseBuild);
      fetchMock.mockResolvedValue(new Response(null, {status: 201}));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValidForm(user, t);
      await user.click(await screen.findByRole('button', {name: t.send}));
      expect(await screen.findByRole('heading', {name: t.success})).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(String(url)).toMatch(/^https:\/\/e2e-holoreal\.supabase\.co\/rest\/v1\/inquiries/);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('apikey')).toBe('e2e-anon-key');
      // Every field of the table under its column; what fillValidForm leaves empty is sent as ''.
      const filled: Record<string, string> = {
        subject: 'consult-mvp',
        name: 'Hanako Yamada',
        email: 'hanako@example.jp',
        message: 'We would like to discuss a pilot.',
      };
      expect(JSON.parse(init.body as string)).toEqual({
        locale,
        ...Object.fromEntries(INQUIRY_FIELDS.map(({key}) => [columnOf(key), filled[key] ?? ''])),
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      });
    });

    it('with Supabase configured, a refused insert shows the failure text and keeps everything typed', async () => {
      setTestCustomFields(supabaseBuild);
      fetchMock.mockResolvedValue(jsonResponse(503, {code: 'PGRST000', message: 'Could not connect'}));
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValidForm(user, t);
      await user.click(await screen.findByRole('button', {name: t.send}));
      expect((await screen.findByRole('alert')).textContent).toContain(t.failure);
      expect(screen.getByLabelText<HTMLTextAreaElement>(t.message).value).toBe('We would like to discuss a pilot.');
    });

    it('says so when the Supabase client cannot be created', async () => {
      // The build refuses such a URL; it stands for any client that cannot be made (its chunk failed to load).
      setTestCustomFields({inquiryTransport: {kind: 'supabase', url: 'not a url', anonKey: 'key'}});
      render(<ContactForm />);
      expect((await screen.findByRole('alert')).textContent).toBe(t.supabase);
    });
  });
}
