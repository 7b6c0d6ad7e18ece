import React, {useEffect, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {CookieConsent} from '@site/src/components/CookieConsent';
import {configureTracker} from '@site/src/analytics/tracker';
import {AppLoadNotice} from '@site/src/components/AppLoadNotice';

interface GtagOptions {
  trackingID: string[];
  anonymizeIP: boolean;
}

/** Wraps the whole app: hands the analytics options (present only when GTAG_ID was set) to the tracker. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const gtag = usePluginData('docusaurus-plugin-google-gtag') as GtagOptions | undefined;
  useEffect(() => {
    const trackingId = gtag?.trackingID[0];
    if (trackingId) {
      configureTracker({trackingId, anonymizeIP: gtag.anonymizeIP});
    }
  }, [gtag]);
  return (
    <>
      {children}
      <CookieConsent />
      <AppLoadNotice />
    </>
  );
}
