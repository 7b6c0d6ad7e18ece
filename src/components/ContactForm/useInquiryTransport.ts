import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {apiTransport, type InquiryTransport} from '@site/src/inquiries/client';

export type TransportState =
  {status: 'ready'; transport: InquiryTransport} | {status: 'loading'} | {status: 'init-failed'};

/**
 * Where inquiries go: the site's own API by default, or a Supabase project when the build was given
 * SUPABASE_URL and SUPABASE_ANON_KEY (docusaurus.config.ts puts them in customFields).
 */
export function useInquiryTransport(): TransportState {
  const {siteConfig} = useDocusaurusContext();
  const {supabaseUrl, supabaseAnonKey} = siteConfig.customFields as {supabaseUrl?: string; supabaseAnonKey?: string};
  const useSupabase = Boolean(supabaseUrl || supabaseAnonKey);
  const [state, setState] = useState<TransportState>(() =>
    useSupabase ? {status: 'loading'} : {status: 'ready', transport: apiTransport()},
  );

  useEffect(() => {
    if (!useSupabase) {
      return;
    }
    let cancelled = false;
    // A chunk of its own (with supabase-js and the validator): sites posting to the API never load it.
    import('@site/src/inquiries/supabaseTransport')
      .then(({createSupabaseTransport}) =>
        createSupabaseTransport({url: supabaseUrl ?? '', anonKey: supabaseAnonKey ?? ''}),
      )
      .then((transport) => !cancelled && setState({status: 'ready', transport}))
      .catch(() => !cancelled && setState({status: 'init-failed'}));
    return () => {
      cancelled = true;
    };
  }, [useSupabase, supabaseUrl, supabaseAnonKey]);

  return state;
}
