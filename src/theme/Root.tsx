import React, {type ReactNode} from 'react';
import {Analytics} from '@site/src/analytics/Analytics';
import {AppLoadNotice} from '@site/src/components/AppLoadNotice';

/** Wraps the whole app: adds the consent banner and analytics, and the home page's app-load check. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <Analytics />
      <AppLoadNotice />
    </>
  );
}
