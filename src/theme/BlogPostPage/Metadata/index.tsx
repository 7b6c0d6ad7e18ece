import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {MarkdownTwinLink} from '@site/src/components/MarkdownTwinLink';

/** Wraps a post's metadata to name its Markdown twin. */
export default function MetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} unlisted={metadata.unlisted ?? false} />
    </>
  );
}
