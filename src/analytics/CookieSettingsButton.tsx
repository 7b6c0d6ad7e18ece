import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {openConsentSettings} from './consent';
import styles from './CookieSettingsButton.module.css';

/** The footer's "Cookie settings": opens the consent banner again so the choice can be changed. */
export function CookieSettingsButton(): ReactNode {
  return (
    <p className={styles.settings}>
      <button type="button" className={styles.settingsButton} onClick={openConsentSettings}>
        <Translate id="footer.cookieSettings">Cookie設定</Translate>
      </button>
    </p>
  );
}
