import React, {type ReactNode} from 'react';

/** Test stand-in for @theme/Layout: the page's own content, without the navbar and footer. */
export default function Layout({children}: {children?: ReactNode}) {
  return <>{children}</>;
}
