import React, {type ComponentType, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * A theme page with a meta description of the site's: the theme gives some of its pages (the tags index, the
 * authors) a title only, so a search result or a shared link showed no summary. `describe` is called as the page
 * renders, with its props.
 */
export function withDescription<Props extends object>(
  Page: ComponentType<Props>,
  describe: (props: Props) => string,
): (props: Props) => ReactNode {
  return function PageWithDescription(props: Props): ReactNode {
    return (
      <>
        <PageMetadata description={describe(props)} />
        <Page {...props} />
      </>
    );
  };
}
