import React, {useEffect, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {CookieConsent} from './CookieConsent';
import {configureTracker} from './tracker';

/**
 * Consent-first analytics. Everything about it lives in this folder.
 *
 * Why the site does not simply enable Docusaurus's gtag plugin: that plugin writes gtag.js and a
 * `gtag('config')` call into every page's <head>, so Google Analytics would load and count a page view before
 * the visitor has chosen anything. So the site keeps the plugin only for its options (gtagPlugin.ts drops
 * its tags and client module) and does the rest itself:
 *
 * - consent.ts: the stored choice, and the head script that shows the banner before first paint;
 * - CookieConsent/: the banner; CookieSettingsButton.tsx: the footer's way back to it;
 * - tracker.ts: loads the tag only after Accept, sends page views and click events (rules in events.ts);
 * - clientModule.ts: wires the tracker to route changes and clicks;
 * - this component, rendered by the theme's Root: hands the plugin's options to the tracker, shows the banner.
 *
 * Outside this folder: docusaurus.config.ts registers the plugin, the head script and the client module;
 * the post-build step records whether GTAG_ID was set (scripts/postbuild/cspManifest.ts), and the server then
 * allows Google's origins in its Content-Security-Policy (server/http/securityHeaders.ts).
 */

interface GtagOptions {
  trackingID: string[];
  anonymizeIP: boolean;
}

export function Analytics(): ReactNode {
  // Present only when the build had GTAG_ID.
  const gtag = usePluginData('docusaurus-plugin-google-gtag') as GtagOptions | undefined;
  useEffect(() => {
    const trackingId = gtag?.trackingID[0];
    if (trackingId) {
      configureTracker({trackingId, anonymizeIP: gtag.anonymizeIP});
    }
  }, [gtag]);
  return <CookieConsent />;
}
