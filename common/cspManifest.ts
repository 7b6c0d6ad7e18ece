/**
 * What the server needs to build its Content-Security-Policy, written once per build to
 * `<build>/.csp.json` by the post-build step (dotfiles are never served): the hashes of every inline script
 * Docusaurus emitted, and the third-party origins this build was configured to talk to.
 */
export interface CspManifest {
  scriptHashes: string[];
  /** GTAG_ID was set at build time: the analytics tag may load (after consent). */
  analytics: boolean;
  /** Origin of the Supabase project the contact form posts to, if the build uses it. */
  supabaseOrigin: string | null;
}

export const CSP_MANIFEST = '.csp.json';
