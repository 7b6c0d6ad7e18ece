/**
 * Where the contact form sends inquiries: the site's own server, or a Supabase project (the hosted
 * alternative). Decided once, from the build's environment, by `inquiryTransport`: docusaurus.config.ts hands
 * the decision to the browser (`customFields.inquiryTransport`, read by the form and by the privacy policy's
 * storage text) and the post-build step to the CSP manifest, so the three cannot disagree.
 */
export type InquiryTransportConfig = {kind: 'server'} | {kind: 'supabase'; url: string; anonKey: string};

/** The build settings the decision reads; an empty or blank value counts as unset, as for the server. */
export interface TransportEnv {
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
}

/**
 * Supabase when both SUPABASE_URL and SUPABASE_ANON_KEY are set, the server when neither is. One without the
 * other, or a URL that is not http(s), throws: the build stops there, naming what to fix, instead of
 * shipping a form that posts one way under a privacy policy that says another.
 */
export function inquiryTransport(env: TransportEnv): InquiryTransportConfig {
  const url = env.SUPABASE_URL?.trim() ?? '';
  const anonKey = env.SUPABASE_ANON_KEY?.trim() ?? '';
  if (!url && !anonKey) {
    return {kind: 'server'};
  }
  if (!url || !anonKey) {
    const [given, missing] = url ? ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] : ['SUPABASE_ANON_KEY', 'SUPABASE_URL'];
    throw new Error(
      `${given} is set but ${missing} is not: set both to send the contact form's inquiries to Supabase, ` +
        `or neither to send them to the site's server.`,
    );
  }
  if (!isHttpUrl(url)) {
    throw new Error(`SUPABASE_URL is not an http(s) URL: ${JSON.stringify(url)}.`);
  }
  return {kind: 'supabase', url, anonKey};
}

function isHttpUrl(text: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
