import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogLayout';

/**
 * The theme's blog layout, except that a post's table of contents sits in a labelled <aside>: in the
 * theme's version it is outside every landmark, so screen-reader users cannot find it by landmark.
 */
export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props): ReactNode {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', {'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar})}>{children}</main>
          {toc && (
            <aside className="col col--2" aria-label={translate({id: 'blog.toc.label', message: 'この記事の目次'})}>
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
