import React, {useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {onConsentSettingsRequested, readConsent, subscribeConsent, writeConsent, type ConsentChoice} from '../consent';
import styles from './styles.module.css';
import {PrivacyPolicyLink} from '../../components/PrivacyPolicyLink';

/**
 * The cookie banner: shown on a first visit and again from the footer's "Cookie settings".
 * Prerendered on every page and shown before first paint only when no choice is stored (the choice
 * lives in localStorage); it sits on the viewport's bottom edge and never covers the skip link or the first
 * heading.
 */
export function CookieConsent(): ReactNode {
  // The server cannot know the stored choice: it renders the banner hidden, and a head script shows it
  // before first paint when no choice is stored (consentPendingScript). After hydration React decides.
  const current = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
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

  // While the banner is open, the page gets as much room at its end as the banner is tall, so the footer can always
  // be scrolled clear of it. The server's banner takes that room in the flow (styles.module.css); this one is fixed,
  // and a layout effect gives the room in the same frame as the one turns into the other, so nothing moves. The room
  // is the app root's padding (the banner's parent): <body> is a screen tall, and its padding would sit under the
  // first screen, not after the footer.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    const root = banner?.parentElement;
    if (!open || prerendered || !banner || !root) {
      return;
    }
    const reserveRoom = () => {
      root.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    reserveRoom();
    const observer = new ResizeObserver(reserveRoom);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.paddingBottom = '';
    };
  }, [open, prerendered]);

  if (!open) {
    return null;
  }

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice);
    setSettingsOpen(false);
  };

  return (
    <section
      ref={bannerRef}
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
