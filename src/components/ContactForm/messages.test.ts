import {afterEach, describe, expect, it} from 'vitest';
import {setTestLocale} from '@site/tests/unit/shims/locale';
import {errorMessage} from './messages';

afterEach(() => setTestLocale('ja'));

describe("the form's error texts", () => {
  it("word a field's own errors its own way: the specification's 'Message is required'", () => {
    setTestLocale('en');
    expect(errorMessage('message', 'required')).toBe('Message is required');
    expect(errorMessage('name', 'required')).toBe('Name is required');
  });

  it('give a field without words of its own a text that names no field, never another field’s', () => {
    for (const [locale, text] of [
      ['ja', 'この項目を入力してください'],
      ['en', 'This field is required'],
    ] as const) {
      setTestLocale(locale);
      expect(errorMessage('company', 'required')).toBe(text);
      const own = (['name', 'email', 'message'] as const).map((key) => errorMessage(key, 'required'));
      expect(own).not.toContain(text);
    }
  });
});
