import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';

/** The search plugin's page leaves its scope <select> without a name; this gives it one. */
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document
      .getElementById('context-selector')
      ?.setAttribute('aria-label', translate({id: 'search.scope.label', message: '検索する範囲'}));
  }, []);
  return <SearchPage />;
}
