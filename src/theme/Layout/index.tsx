import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {sitePath} from '@site/common/sitePaths';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The search plugin's results page renders straight into the layout without a <main>, so it has no
 * main landmark and the skip link has nowhere to go. Every other page brings its own <main>.
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const isSearchPage = sitePath(pathname).replace(/\/$/, '') === '/search';
  return <Layout {...props}>{isSearchPage ? <main>{children}</main> : children}</Layout>;
}
