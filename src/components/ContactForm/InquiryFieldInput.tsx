import type {ChangeEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {FieldErrorCode, TableField} from '@site/common/inquiries/fields';
import {formatCount} from '@site/src/data/format';
import {errorMessage, fieldTexts} from './messages';
import {SubjectOptions} from './SubjectOptions';
import styles from './styles.module.css';

/** A text's counter appears once it is this many characters from its limit. */
const COUNTER_BEFORE_MAX = 1000;

interface Props {
  field: TableField;
  value: string;
  error: FieldErrorCode | undefined;
  onChange: (value: string) => void;
}

function RequiredMark(): ReactNode {
  return (
    <span className={styles.required}>
      <Translate id="contact.form.required">必須</Translate>
    </span>
  );
}

/** What the element of every kind carries. */
interface SharedProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** The element of a field's kind. */
function Control({field, ...shared}: SharedProps & {field: TableField}): ReactNode {
  switch (field.kind) {
    case 'line':
      return <input {...shared} type="text" autoComplete={field.autocomplete} />;
    case 'email':
      return <input {...shared} type="email" autoComplete={field.autocomplete} inputMode="email" />;
    case 'text':
      return <textarea {...shared} rows={8} />;
    case 'subject':
      return (
        <select {...shared}>
          <SubjectOptions />
        </select>
      );
  }
}

/**
 * One field of the table on the form: its label (with the required mark), the element of its kind as
 * `contact-<key>`, a counter near a text's limit, and its error as `<key>-error`, which the element names in
 * aria-describedby.
 */
export function InquiryFieldInput({field, value, error, onChange}: Props): ReactNode {
  const {key, max} = field;
  const counted = field.kind === 'text' && max !== undefined && value.length >= max - COUNTER_BEFORE_MAX;
  const describedBy = [error ? `${key}-error` : null, counted ? `${key}-counter` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={`contact-${key}`}>
        {fieldTexts[key].label()}
        {field.required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}
      </label>
      <Control
        field={field}
        id={`contact-${key}`}
        name={key}
        value={value}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {counted && (
        <p
          id={`${key}-counter`}
          className={clsx(styles.counter, value.length > max && styles.counterOver)}
          data-testid={`${key}-counter`}>
          {translate(
            {id: 'contact.form.counter', message: '{count}/{max}文字'},
            {count: formatCount(value.length), max: formatCount(max)},
          )}
        </p>
      )}
      {error && (
        <p id={`${key}-error`} className={styles.error}>
          {errorMessage(key, error)}
        </p>
      )}
    </div>
  );
}
