import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {markdownTwinPath} from '@site/common/sitePaths';

/**
 * Names the page's Markdown twin in its `<head>` (`<link rel="alternate" type="text/markdown">`), for readers' AI
 * tools; the build makes the twin (scripts/postbuild/markdownTwins.ts), which leaves out unlisted pages.
 */
export function MarkdownTwinLink({permalink, unlisted}: {permalink: string; unlisted: boolean}): ReactNode {
  if (unlisted) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(permalink)} />
    </Head>
  );
}
