/**
 * Addresses that moved. The old address keeps working in both locales: the build writes a page there that
 * sends the browser on (with its query and fragment), so links from outside the site do not end at "not found".
 */
export const redirects: {from: string; to: string}[] = [
  // The evaluation environment page's slug was misspelt.
  {from: '/docs/cardano/eval/enviroment-hydra', to: '/docs/cardano/eval/environment-hydra'},
];
