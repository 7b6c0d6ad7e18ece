import {useCallback, useRef, useState, type FormEvent} from 'react';
import {
  FORM_FIELDS,
  emptyFields,
  inquirySubjects,
  type FieldErrors,
  type InquiryFieldKey,
  type InquirySubject,
} from '@site/common/inquiries/fields';
import type {InquiryTransport} from '@site/src/inquiries/client';
import {newIdempotencyKey} from './idempotencyKey';
import type {FormField} from './messages';
import {toLocale} from '@site/common/sitePaths';

/** What the visitor has typed into each field of the table (no subject chosen yet: ''). */
export type FormValues = Record<Exclude<InquiryFieldKey, 'subject'>, string> & {
  subject: InquirySubject | '';
  /** Honeypot, hidden from people. */
  website: string;
};

export type FormStatus = 'idle' | 'sending' | 'success' | 'failure';

/** The first field with an error, in the order of the page. */
function firstInvalid(errors: FieldErrors): FormField | undefined {
  return FORM_FIELDS.find(({key}) => errors[key])?.key;
}

export function isSubject(value: string | null | undefined): value is InquirySubject {
  return (inquirySubjects as readonly string[]).includes(value ?? '');
}

/**
 * The validator (Zod) is not part of the page's first load: it loads when the visitor first focuses
 * the form, or at the latest on submit.
 */
let validatorModule: Promise<typeof import('@site/common/inquiries/schema')> | undefined;
export function loadValidator(): Promise<typeof import('@site/common/inquiries/schema')> {
  validatorModule ??= import('@site/common/inquiries/schema').catch((error: unknown) => {
    validatorModule = undefined;
    throw error;
  });
  return validatorModule;
}

const empty = {...emptyFields(), website: ''} as FormValues;

interface Options {
  locale: string;
  initialSubject?: InquirySubject;
  transport: InquiryTransport | null;
  /** Called with the first invalid field after a rejected submit. */
  onInvalid: (field: FormField) => void;
}

/**
 * The contact form's state machine: idle → sending → success | failure. What the visitor typed stays
 * in the form on failure, and the idempotency key stays the same across retries, so a retry after a
 * lost response cannot store the inquiry twice. A second click while sending does nothing.
 */
export function useContactForm({locale, initialSubject, transport, onInvalid}: Options) {
  const [values, setValues] = useState<FormValues>({...empty, subject: initialSubject ?? ''});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const keyRef = useRef<string | null>(null);
  const sendingRef = useRef(false);

  const setValue = useCallback((field: keyof FormValues, value: string) => {
    setValues((previous) => ({...previous, [field]: value}));
  }, []);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (sendingRef.current || !transport) {
        return;
      }
      sendingRef.current = true;
      try {
        keyRef.current ??= newIdempotencyKey();
        const input = {...values, locale: toLocale(locale), idempotencyKey: keyRef.current};
        let validator;
        try {
          validator = await loadValidator();
        } catch {
          setStatus('failure');
          return;
        }
        const checked = validator.validateInquiry(input);
        if (!checked.ok) {
          setErrors(checked.errors);
          const first = firstInvalid(checked.errors);
          if (first) {
            onInvalid(first);
          }
          return;
        }
        setErrors({});
        setStatus('sending');
        const result = await transport.submit(checked.value);
        if (result.ok) {
          keyRef.current = null;
          setValues(empty);
          setStatus('success');
        } else if (result.reason === 'validation' && firstInvalid(result.fields)) {
          setErrors(result.fields);
          setStatus('idle');
          onInvalid(firstInvalid(result.fields)!);
        } else {
          // Also a rejection the visitor cannot fix in the form (say, a malformed idempotency key).
          setStatus('failure');
        }
      } finally {
        // One submission at a time: a second click while this one validates or sends does nothing.
        sendingRef.current = false;
      }
    },
    [values, locale, transport, onInvalid],
  );

  const startOver = useCallback(() => setStatus('idle'), []);

  return {values, errors, status, setValue, submit, startOver};
}
