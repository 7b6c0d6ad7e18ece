// @vitest-environment jsdom
import React from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, render, renderHook, waitFor} from '@testing-library/react';
import {inquiryTransport, type InquiryTransportConfig, type TransportEnv} from '@site/common/inquiries/transport';
import {temporaryDirectory} from '@site/common/temporaryDirectory';
import InquiryStorage from '@site/src/components/InquiryStorage';
import {useInquiryTransport} from '@site/src/components/ContactForm/useInquiryTransport';
import {inquiryStorage} from '@site/src/data/inquiryStorage';
import {writeCspManifest} from '@site/scripts/postbuild/cspManifest';
import {setTestCustomFields} from './shims/locale';

/**
 * Every reader of the inquiry transport follows the one decision of common/inquiries/transport.ts, for each
 * way the build can be set up: docusaurus.config.ts (which hands it to the browser, or stops the build), the
 * CSP manifest, the contact form's transport and the privacy policy's storage text.
 */

const createSupabaseTransport = vi.hoisted(() => vi.fn(async () => ({submit: vi.fn()})));
vi.mock('@site/src/inquiries/supabaseTransport', () => ({createSupabaseTransport}));

const URL = 'https://e2e-holoreal.supabase.co';
const KEY = 'e2e-anon-key';

const builds: [string, TransportEnv][] = [
  ['neither variable', {}],
  ['both variables', {SUPABASE_URL: URL, SUPABASE_ANON_KEY: KEY}],
  ['blank values', {SUPABASE_URL: '', SUPABASE_ANON_KEY: '  '}],
  ['only SUPABASE_URL', {SUPABASE_URL: URL}],
  ['only SUPABASE_ANON_KEY', {SUPABASE_ANON_KEY: KEY}],
];

/** The decision, or the message of the error that stops the build. */
function decide(env: TransportEnv): InquiryTransportConfig | {error: string} {
  try {
    return inquiryTransport(env);
  } catch (error) {
    return {error: (error as Error).message};
  }
}

/** docusaurus.config.ts as `docusaurus build` loads it in this environment. */
async function loadConfig(env: TransportEnv) {
  vi.stubEnv('SUPABASE_URL', env.SUPABASE_URL);
  vi.stubEnv('SUPABASE_ANON_KEY', env.SUPABASE_ANON_KEY);
  vi.resetModules();
  return (await import('@site/docusaurus.config')).default;
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  createSupabaseTransport.mockClear();
});

describe.each(builds)('a build with %s', (_, env) => {
  const decided = decide(env);

  if ('error' in decided) {
    it('stops at the configuration, naming the missing variable; the CSP manifest refuses it too', async () => {
      expect(decided.error).toMatch(/^SUPABASE_(URL|ANON_KEY) is set but SUPABASE_(URL|ANON_KEY) is not/);
      await expect(loadConfig(env)).rejects.toThrow(decided.error);
      await expect(writeCspManifest(temporaryDirectory('csp'), {...env})).rejects.toThrow(decided.error);
    });
    return;
  }

  it(`is a ${decided.kind} build in the configuration, the CSP, the form and the privacy policy`, async () => {
    const {customFields} = await loadConfig(env);
    expect(customFields?.inquiryTransport).toEqual(decided);

    const manifest = await writeCspManifest(temporaryDirectory('csp'), {...env});
    expect(manifest.supabaseOrigin).toBe(decided.kind === 'supabase' ? URL : null);

    // The browser reads what the configuration put in customFields.
    setTestCustomFields(customFields);
    const {result} = renderHook(() => useInquiryTransport());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(createSupabaseTransport.mock.calls).toEqual(decided.kind === 'supabase' ? [[{url: URL, anonKey: KEY}]] : []);

    const policy = render(<InquiryStorage field="database" />).container.textContent;
    expect(policy).toBe(inquiryStorage[decided.kind].database.ja);
  });
});
