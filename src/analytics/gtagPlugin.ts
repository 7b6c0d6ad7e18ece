import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginGoogleGtag from '@docusaurus/plugin-google-gtag';

/**
 * Google Analytics through @docusaurus/plugin-google-gtag, with consent first.
 *
 * The official plugin puts gtag.js and a `gtag('config')` call in every page's <head>, so the tag would
 * load and send a page view before the visitor has chosen anything. We keep the plugin's name and its
 * global data (tracking id, anonymizeIP), which Analytics.tsx reads, and drop its eager tags and its
 * page-view client module: tracker.ts loads the tag only after Accept and owns every event.
 * With GTAG_ID unset the plugin is not added at all, so no page has any tag.
 */
export function consentGtagPlugin(trackingId: string | undefined) {
  if (!trackingId) {
    return null;
  }
  return function consentGtag(context: LoadContext): Plugin | null {
    const official = pluginGoogleGtag(context, {trackingID: [trackingId], anonymizeIP: true});
    if (!official) {
      return null;
    }
    return {name: official.name, contentLoaded: official.contentLoaded};
  };
}
