import {useEffect, useState} from 'react';
import {apiTransport, type InquiryTransport} from '@site/src/inquiries/client';
import {useInquiryTransportConfig} from '@site/src/inquiries/useInquiryTransportConfig';

export type TransportState =
  {status: 'ready'; transport: InquiryTransport} | {status: 'loading'} | {status: 'init-failed'};

/** Where inquiries go: the site's own API, or the Supabase project the build was configured for. */
export function useInquiryTransport(): TransportState {
  const config = useInquiryTransportConfig();
  const supabase = config.kind === 'supabase' ? config : null;
  const [state, setState] = useState<TransportState>(() =>
    supabase ? {status: 'loading'} : {status: 'ready', transport: apiTransport()},
  );
  const url = supabase?.url;
  const anonKey = supabase?.anonKey;

  useEffect(() => {
    if (url === undefined || anonKey === undefined) {
      return;
    }
    let cancelled = false;
    // A chunk of its own (with supabase-js and the validator): sites posting to the API never load it.
    import('@site/src/inquiries/supabaseTransport')
      .then(({createSupabaseTransport}) => createSupabaseTransport({url, anonKey}))
      .then((transport) => !cancelled && setState({status: 'ready', transport}))
      .catch(() => !cancelled && setState({status: 'init-failed'}));
    return () => {
      cancelled = true;
    };
  }, [url, anonKey]);

  return state;
}
