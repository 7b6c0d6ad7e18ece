import React, {type ReactNode} from 'react';
import {Analytics} from '@site/src/analytics/Analytics';
import {AppLoadNotice} from '@site/src/components/AppLoadNotice';
import {useNavigationTransitions} from '@site/src/navigation/navigationTransitions';

/**
 * Wraps the whole app: adds the consent banner and analytics, and the home page's app-load check; navigations
 * render as React transitions.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  useNavigationTransitions();
  return (
    <>
      {children}
      <Analytics />
      <AppLoadNotice />
    </>
  );
}
