import React, {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {onConsentSettingsRequested, readConsent, subscribeConsent, writeConsent, type ConsentChoice} from '../consent';
import styles from './styles.module.css';
import {PrivacyPolicyLink} from '../../components/PrivacyPolicyLink';

/**
 * The cookie banner: shown on a first visit and again from the footer's "Cookie settings".
 * Prerendered on every page and shown before first paint only when no choice is stored (the choice
 * lives in localStorage); it sits on the viewport's bottom edge (styles.module.css) and never covers the skip link
 * or the first heading.
 */
export function CookieConsent(): ReactNode {
  // The server cannot know the stored choice: it renders the banner hidden, and a head script shows it
  // before first paint when no choice is stored (consentPendingScript). After hydration React decides.
  const current = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef(false);
  const prerendered = current === undefined;
  const open = prerendered || current === null || settingsOpen;

  useEffect(
    () =>
      onConsentSettingsRequested(() => {
        focusOnOpen.current = true;
        setSettingsOpen(true);
      }),
    [],
  );

  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      acceptRef.current?.focus();
    }
  }, [open]);

  if (!open) {
    return null;
  }

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice);
    setSettingsOpen(false);
  };

  return (
    <section
      className={clsx(styles.banner, prerendered && styles.prerendered)}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent">
      <div className={styles.inner}>
        <div className={styles.text}>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id names the banner for aria-labelledby; Heading would add a self-link to the banner */}
          <h2 id="cookie-consent-title" className={styles.title}>
            <Translate id="consent.title">Cookieの利用について</Translate>
          </h2>
          <p className={styles.body}>
            <Translate
              id="consent.body"
              values={{
                privacyLink: <PrivacyPolicyLink />,
              }}>
              {
                'サイトの改善のため、同意いただいた場合に限りGoogle Analyticsでアクセスを計測します。拒否してもサイトはすべて使えます。詳しくは{privacyLink}をご覧ください。'
              }
            </Translate>
          </p>
          {current && (
            <p className={styles.current}>
              {current === 'accepted' ? (
                <Translate id="consent.current.accepted">現在の設定：許可</Translate>
              ) : (
                <Translate id="consent.current.declined">現在の設定：拒否</Translate>
              )}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button ref={acceptRef} type="button" className="button button--primary" onClick={() => choose('accepted')}>
            <Translate id="consent.accept">許可</Translate>
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
            <Translate id="consent.decline">拒否</Translate>
          </button>
        </div>
      </div>
    </section>
  );
}
