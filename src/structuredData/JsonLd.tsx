import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Thing, WithContext} from 'schema-dts';
import {jsonLdText} from './jsonLdText';

/** Puts a structured-data object in the page's `<head>`. */
export function JsonLd({data}: {data: WithContext<Thing>}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{jsonLdText(data)}</script>
    </Head>
  );
}
