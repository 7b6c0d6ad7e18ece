import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {CookieSettingsButton} from '@site/src/analytics/CookieSettingsButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * Adds the slogan and the decorative chain illustration (one per colour mode) above the copyright,
 * and the "Cookie settings" link below it.
 */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      {/* The box centres the image: a display rule on the image itself would also show the other colour
          mode's copy, which the server renders and hides until the page hydrates. */}
      <div className={styles.decoration}>
        <ThemedImage
          alt=""
          aria-hidden="true"
          width={240}
          height={48}
          // Below the fold on every page: not preloaded, fetched when the footer nears the viewport.
          loading="lazy"
          decoding="async"
          sources={{
            light: useBaseUrl('/img/footer-chain-light.svg'),
            dark: useBaseUrl('/img/footer-chain-dark.svg'),
          }}
        />
      </div>
      <p className={styles.slogan}>
        <Translate id="footer.slogan">真正性を、最初に。</Translate>
      </p>
      <Copyright {...props} />
      <CookieSettingsButton />
    </>
  );
}
