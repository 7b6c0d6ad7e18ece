// @vitest-environment jsdom
import React from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cleanup, render} from '@testing-library/react';
import {setTestCustomFields, setTestLocale} from '@site/tests/unit/shims/locale';
import InquiryStorage from '../InquiryStorage';
import PolicyDates from './index';

const serverBuild = {inquiryTransport: {kind: 'server'}};
const supabaseBuild = {inquiryTransport: {kind: 'supabase', url: 'https://example.supabase.co', anonKey: 'anon-key'}};

beforeEach(() => setTestCustomFields(serverBuild));
afterEach(() => {
  cleanup();
  setTestLocale('ja');
});

describe('the policy pages', () => {
  it('date the privacy policy from the launch, when the contact form began collecting data', () => {
    expect(render(<PolicyDates policy="privacy" />).container.textContent).toBe(
      '制定日：2024年6月3日最終改定日：2026年11月28日',
    );
    cleanup();
    setTestLocale('en');
    expect(render(<PolicyDates policy="terms" />).container.textContent).toBe(
      'Established: June 3, 2024Last revised: August 25, 2025',
    );
  });

  it('name the database of the build: the site’s own server, or Supabase when the build posts to it', () => {
    expect(render(<InquiryStorage field="location" />).container.textContent).toBe('日本国内（東京）');
    cleanup();
    setTestCustomFields(supabaseBuild);
    setTestLocale('en');
    expect(render(<InquiryStorage field="database" />).container.textContent).toContain('Supabase, Inc.');
  });

  it('name Supabase as a processor, and the United States as where data is handled, only when the build uses it', () => {
    for (const field of ['processors', 'foreignSystems'] as const) {
      expect(render(<InquiryStorage field={field} />).container.textContent).not.toContain('Supabase');
      cleanup();
    }
    setTestCustomFields(supabaseBuild);
    expect(render(<InquiryStorage field="processors" />).container.textContent).toContain(
      'Supabase, Inc.に委託している',
    );
    cleanup();
    expect(render(<InquiryStorage field="foreignSystems" />).container.textContent).toContain('米国');
  });
});
