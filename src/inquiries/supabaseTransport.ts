import type {InquiryTransport} from './client';
import {byColumn} from '../../common/inquiries/fields';
import {validateInquiry} from '../../common/inquiries/schema';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/** Postgres' unique_violation: this idempotency key is already stored, so the inquiry arrived before. */
const UNIQUE_VIOLATION = '23505';

/**
 * Inserts straight into a Supabase project's `inquiries` table with the public anon key (the hosted
 * alternative for a static host). Row-level security lets `anon` insert and nothing else, so the insert asks
 * for no row back. The library is loaded only on sites configured for Supabase.
 * Throws when the client cannot be created; the form then says 'Failed to initialize Supabase'.
 */
export async function createSupabaseTransport(settings: SupabaseSettings): Promise<InquiryTransport> {
  const {createClient} = await import('@supabase/supabase-js');
  const client = createClient(settings.url, settings.anonKey, {
    auth: {persistSession: false, autoRefreshToken: false, detectSessionInUrl: false},
  });
  return {
    async submit(input) {
      const parsed = validateInquiry(input);
      if (!parsed.ok) {
        return {ok: false, reason: 'validation', fields: parsed.errors};
      }
      const {value} = parsed;
      if (value.website) {
        return {ok: true};
      }
      try {
        const {error} = await client
          .from('inquiries')
          .insert({locale: value.locale, ...byColumn(value), idempotency_key: value.idempotencyKey});
        return !error || error.code === UNIQUE_VIOLATION ? {ok: true} : {ok: false, reason: 'failed'};
      } catch {
        return {ok: false, reason: 'failed'};
      }
    },
  };
}
