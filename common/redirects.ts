/**
 * Addresses that moved, as locale-less site paths. The old address keeps working in both locales: our server
 * answers it with a 301 to the new one (`server/site/redirects.ts`), and for static hosts the build also
 * writes a page there that sends the browser on (with its query and fragment), so links from outside the site
 * do not end at "not found".
 */
export const redirects: readonly {from: string; to: string}[] = [
  // The evaluation environment page's slug was misspelt.
  {from: '/docs/cardano/eval/enviroment-hydra', to: '/docs/cardano/eval/environment-hydra'},
];
