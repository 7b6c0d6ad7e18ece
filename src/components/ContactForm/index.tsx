import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {MESSAGE_MAX, inquirySubjects} from '@site/common/inquiries/fields';
import {formatCount} from '@site/src/data/format';
import {useInquiryTransport} from './useInquiryTransport';
import {isSubject, loadValidator, useContactForm} from './useContactForm';
import {errorMessage, subjectLabel, type FormField} from './messages';
import styles from './styles.module.css';
import {PrivacyPolicyLink} from '../PrivacyPolicyLink';

/** The counter appears once the message is this close to its limit. */
const COUNTER_FROM = MESSAGE_MAX - 1000;

/** The subjects' two groups, in the order of `inquirySubjects`; `other` follows them. */
const productSubjects = inquirySubjects.filter((subject) => subject.startsWith('product-'));
const consultationSubjects = inquirySubjects.filter((subject) => subject.startsWith('consult-'));

function RequiredMark(): ReactNode {
  return (
    <span className={styles.required}>
      <Translate id="contact.form.required">必須</Translate>
    </span>
  );
}

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
            <Translate id="contact.form.success.home">ホームに戻る</Translate>
          </Link>
          <button type="button" className="button button--secondary" onClick={startOver}>
            <Translate id="contact.form.success.another">別のお問い合わせを送る</Translate>
          </button>
        </p>
      </section>
    );
  }

  const errorCount = Object.keys(errors).length;
  const describedBy = (field: FormField, extra?: string) =>
    [errors[field] ? `${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const bind = (field: FormField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(field, event.target.value),
  });
  const fieldError = (field: FormField) => {
    const code = errors[field];
    return code ? (
      <p id={`${field}-error`} className={styles.error}>
        {errorMessage(field, code)}
      </p>
    ) : null;
  };
  const sending = status === 'sending';
  const messageLength = values.message.length;

  return (
    <form className={styles.form} onSubmit={submit} onFocus={preloadValidator} noValidate aria-busy={sending}>
      <p className={styles.srOnly} aria-live="assertive">
        {errorCount > 0 &&
          translate(
            {id: 'contact.form.errorSummary', message: '入力内容を確認してください（{count}件のエラー）'},
            {count: errorCount},
          )}
      </p>

      <div className={styles.field}>
        <label htmlFor="contact-name">
          <Translate id="contact.form.name">お名前</Translate> <RequiredMark />
        </label>
        <input {...bind('name')} type="text" autoComplete="name" required aria-describedby={describedBy('name')} />
        {fieldError('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-email">
          <Translate id="contact.form.email">メールアドレス</Translate> <RequiredMark />
        </label>
        <input
          {...bind('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-company">
          <Translate id="contact.form.company">会社名（任意）</Translate>
        </label>
        <input {...bind('company')} type="text" autoComplete="organization" aria-describedby={describedBy('company')} />
        {fieldError('company')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-subject">
          <Translate id="contact.form.subject">お問い合わせの種類</Translate> <RequiredMark />
        </label>
        <select {...bind('subject')} required aria-describedby={describedBy('subject')}>
          <option value="">{translate({id: 'contact.form.subject.placeholder', message: '選択してください'})}</option>
          <optgroup label={translate({id: 'contact.form.subject.products', message: '製品についてのお問い合わせ'})}>
            {productSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(subject)}
              </option>
            ))}
          </optgroup>
          <optgroup label={translate({id: 'contact.form.subject.consultations', message: 'ご相談'})}>
            {consultationSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(subject)}
              </option>
            ))}
          </optgroup>
          <option value="other">{subjectLabel('other')}</option>
        </select>
        {fieldError('subject')}
      </div>

      <div className={styles.field}>
        <label htmlFor="contact-message">
          <Translate id="contact.form.message">メッセージ</Translate> <RequiredMark />
        </label>
        <textarea
          {...bind('message')}
          rows={8}
          required
          aria-describedby={describedBy('message', messageLength >= COUNTER_FROM ? 'message-counter' : undefined)}
        />
        {messageLength >= COUNTER_FROM && (
          <p
            id="message-counter"
            className={clsx(styles.counter, messageLength > MESSAGE_MAX && styles.counterOver)}
            data-testid="message-counter">
            {translate(
              {id: 'contact.form.counter', message: '{count}/{max}文字'},
              {count: formatCount(messageLength), max: formatCount(MESSAGE_MAX)},
            )}
          </p>
        )}
        {fieldError('message')}
      </div>

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
