import {describe, expect, it} from 'vitest';
import {inquiryTransport} from './transport';

const URL = 'https://project.supabase.co';
const KEY = 'anon-key';

describe('the inquiry transport, decided from the build environment', () => {
  it('is the server when neither variable is set', () => {
    expect(inquiryTransport({})).toEqual({kind: 'server'});
  });

  it('is Supabase, with its URL and anon key, when both are set', () => {
    expect(inquiryTransport({SUPABASE_URL: URL, SUPABASE_ANON_KEY: KEY})).toEqual({
      kind: 'supabase',
      url: URL,
      anonKey: KEY,
    });
  });

  it('counts an empty or blank value as unset, and trims a set one', () => {
    expect(inquiryTransport({SUPABASE_URL: '', SUPABASE_ANON_KEY: ' \t'})).toEqual({kind: 'server'});
    expect(inquiryTransport({SUPABASE_URL: ` ${URL}\n`, SUPABASE_ANON_KEY: ` ${KEY} `})).toEqual({
      kind: 'supabase',
      url: URL,
      anonKey: KEY,
    });
  });

  it.each([
    ['only SUPABASE_URL', {SUPABASE_URL: URL}, 'SUPABASE_URL is set but SUPABASE_ANON_KEY is not'],
    ['only SUPABASE_ANON_KEY', {SUPABASE_ANON_KEY: KEY}, 'SUPABASE_ANON_KEY is set but SUPABASE_URL is not'],
    ['SUPABASE_URL and a blank key', {SUPABASE_URL: URL, SUPABASE_ANON_KEY: '  '}, 'SUPABASE_ANON_KEY is not'],
    ['a blank URL and the key', {SUPABASE_URL: ' ', SUPABASE_ANON_KEY: KEY}, 'SUPABASE_URL is not'],
  ])('refuses %s, naming the one missing', (_, env, message) => {
    expect(() => inquiryTransport(env)).toThrow(message);
  });

  it('refuses a SUPABASE_URL that is not an http(s) URL', () => {
    for (const url of ['project.supabase.co', 'ftp://project.supabase.co']) {
      expect(() => inquiryTransport({SUPABASE_URL: url, SUPABASE_ANON_KEY: KEY})).toThrow(
        `SUPABASE_URL is not an http(s) URL: "${url}"`,
      );
    }
  });
});
