import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {MarkdownTwinLink} from '@site/src/components/MarkdownTwinLink';

/** Wraps a doc's metadata to name its Markdown twin. */
export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} unlisted={metadata.unlisted} />
    </>
  );
}
