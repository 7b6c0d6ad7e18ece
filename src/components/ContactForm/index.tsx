import {useCallback, useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {FORM_FIELDS} from '@site/common/inquiries/fields';
import {useInquiryTransport} from './useInquiryTransport';
import {isSubject, loadValidator, useContactForm} from './useContactForm';
import {InquiryFieldInput} from './InquiryFieldInput';
import type {FormField} from './messages';
import styles from './styles.module.css';
import {PrivacyPolicyLink} from '../PrivacyPolicyLink';
import Phrases from '@site/src/components/Phrases';

/** Focus anywhere in the form fetches the validator, so that submitting does not wait for it. */
function preloadValidator(): void {
  // A failed load is retried, and reported, on submit.
  loadValidator().catch(() => undefined);
}

export function ContactForm(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {search} = useLocation();
  const transportState = useInquiryTransport();
  const successRef = useRef<HTMLHeadingElement>(null);
  const requested = new URLSearchParams(search).get('subject');

  const focusField = useCallback((field: FormField) => document.getElementById(`contact-${field}`)?.focus(), []);
  const {values, errors, status, setValue, submit, startOver} = useContactForm({
    locale: i18n.currentLocale,
    initialSubject: isSubject(requested) ? requested : undefined,
    transport: transportState.status === 'ready' ? transportState.transport : null,
    onInvalid: focusField,
  });

  // `?subject=` is not known to the server-rendered page, so it is applied once the page runs in the browser.
  useEffect(() => {
    if (isSubject(requested)) {
      setValue('subject', requested);
    }
  }, [requested, setValue]);

  useEffect(() => {
    if (status === 'success') {
      successRef.current?.focus();
    }
  }, [status]);

  if (transportState.status === 'init-failed') {
    return (
      <p className={clsx('alert alert--danger', styles.banner)} role="alert">
        <Translate id="contact.form.supabaseInitFailed">Supabaseを初期化できませんでした</Translate>
      </p>
    );
  }

  if (status === 'success') {
    return (
      <section className={styles.success} aria-live="polite">
        <Heading as="h2" ref={successRef} tabIndex={-1}>
          <Translate id="contact.form.success.title">お問い合わせありがとうございます</Translate>
        </Heading>
        <p>
          <Translate id="contact.form.success.body">内容を受け付けました。担当者より追ってご連絡いたします。</Translate>
        </p>
        <p className={styles.successActions}>
          <Link className="button button--primary" to="/">
            <Phrases>
              <Translate id="contact.form.success.home">ホームに戻る</Translate>
            </Phrases>
          </Link>
          <button type="button" className="button button--secondary" onClick={startOver}>
            <Phrases>
              <Translate id="contact.form.success.another">別のお問い合わせを送る</Translate>
            </Phrases>
          </button>
        </p>
      </section>
    );
  }

  const errorCount = Object.keys(errors).length;
  const sending = status === 'sending';

  return (
    <form className={styles.form} onSubmit={submit} onFocus={preloadValidator} noValidate aria-busy={sending}>
      <p className={styles.srOnly} aria-live="assertive">
        {errorCount > 0 &&
          translate(
            {id: 'contact.form.errorSummary', message: '入力内容を確認してください（{count}件のエラー）'},
            {count: errorCount},
          )}
      </p>

      {FORM_FIELDS.map((field) => (
        <InquiryFieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(value) => setValue(field.key, value)}
        />
      ))}

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">
          <Translate id="contact.form.honeypot">この欄は空のままにしてください</Translate>
        </label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValue('website', event.target.value)}
        />
      </div>

      {status === 'failure' && (
        <p className={clsx('alert alert--danger', styles.banner)} role="alert">
          <Translate id="contact.form.failure">
            お問い合わせを送信できませんでした。時間をおいてもう一度お試しください。
          </Translate>
        </p>
      )}

      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary button--lg"
          disabled={sending || transportState.status !== 'ready'}>
          {sending ? (
            <Translate id="contact.form.sending">送信中…</Translate>
          ) : (
            <Translate id="contact.form.submit">送信する</Translate>
          )}
        </button>
        <p className={styles.privacy}>
          <Translate
            id="contact.form.privacyNote"
            values={{
              privacyLink: <PrivacyPolicyLink />,
            }}>
            {'送信された内容は{privacyLink}に従って取り扱います。'}
          </Translate>
        </p>
      </div>
    </form>
  );
}
