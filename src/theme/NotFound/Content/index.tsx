import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Phrases from '@site/src/components/Phrases';

/**
 * The not-found page: title, one sentence and a way home. Replaces the theme's version,
 * whose second paragraph this site does not use and which lacks the home link.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Link className="button button--primary" to="/">
              <Phrases>
                <Translate id="notFound.returnHome" description="The link from the 404 page to the home page">
                  ホームページに戻る
                </Translate>
              </Phrases>
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
