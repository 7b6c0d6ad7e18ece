import React, {type ReactNode} from 'react';

/** Test stand-in for @docusaurus/Head: what a page puts in its head renders in place, where a test can read it. */
export default function Head({children}: {children?: ReactNode}) {
  return <>{children}</>;
}
