'use client';

import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { correctionStart, readCorrection, type CorrectionStart } from '@/lib/contact/correction';
import { composeMailto, composeMessageBody, validateContact, type ContactField, type ContactValues } from '@/lib/contact/mailto';
import { islandNumbers } from '@/lib/i18n/islandNumbers';
import { useArrivalQuery } from '@/components/site/useQueryParam';
import type { ContactFormProps, ContactFormWords } from './contactFormTypes';


type Errors = Partial<Record<ContactField, string>>;

type Field = {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
};

const fieldsOf = (say: ContactFormWords): readonly Field[] => [
  { name: 'name', label: say.fields.name, type: 'text', autoComplete: 'name' },
  { name: 'email', label: say.fields.email, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: say.fields.phone, type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'subject', label: say.fields.subject, type: 'text' },
  { name: 'message', label: say.fields.message, type: 'textarea', hint: say.messageHint },
];

const empty: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The contact form. There is no server behind it: it checks the fields, then opens the visitor's
 * mail app with a message to the secretary already written. Without a published address it opens
 * nothing and shows the message ready to copy. Input is never cleared.
 */
export function ContactForm({ to, words: say, numbers: numberStyle, correction }: ContactFormProps) {
  const fields = useMemo(() => fieldsOf(say), [say]);
  const numbers = useMemo(() => islandNumbers(numberStyle), [numberStyle]);
  const idPrefix = useId();
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  const [keptMessage, setKeptMessage] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [started, setStarted] = useState<CorrectionStart | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useArrivalQuery((params) => {
    const request = correction && readCorrection(params);
    if (!correction || !request) return;
    const start = correctionStart(request, correction.words, correction.details, correction.site);
    setStarted(start);
    // Whatever the visitor has typed already stays; only an empty field is filled.
    setValues((current) => ({ ...current, subject: current.subject || start.subject, message: current.message || start.message }));
  });

  const errorList = fields.flatMap((field) => (errors[field.name] ? [{ field, message: errors[field.name]! }] : []));

  useEffect(() => {
    // After a failed submit, move focus to the summary so the visitor hears what to fix.
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);

  function fieldId(name: ContactField) {
    return `${idPrefix}-${name}`;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    setMailtoHref(null);
    setKeptMessage(null);
    setCopyState('idle');
    // Once the visitor has tried to send, messages follow their corrections as they type.
    if (submitted) {
      const result = validateContact(next, say.errors, numbers, started?.message);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContact(values, say.errors, numbers, started?.message);
    if (!result.ok) {
      setErrors(result.errors);
      setMailtoHref(null);
      setKeptMessage(null);
      setFailedAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    if (to === undefined) {
      setKeptMessage(composeMessageBody(values, say.body));
      return;
    }
    const href = composeMailto({ to, ...values }, say.body);
    setMailtoHref(href);
    window.location.href = href;
  }

  async function copyMessage() {
    if (keptMessage === null) return;
    try {
      await navigator.clipboard.writeText(`${values.subject.trim()}\n\n${keptMessage}`);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  const copyNote = copyState === 'copied' ? say.unpublished.copied : copyState === 'failed' ? say.unpublished.copyFailed : null;

  return (
    <>
    {/*
      Without JavaScript: with a published address the browser itself opens the mail app with the
      message (a mailto: form); without one the form could do nothing, so it is not shown and a
      note says why.
    */}
    {to === undefined && (
      <noscript>
        <p className="card p-5 text-slate-800">{say.unpublished.noScript}</p>
      </noscript>
    )}
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={say.label}
      {...(to === undefined ? {} : { action: `mailto:${to}`, method: 'post', encType: 'text/plain' })}
      className={`card rounded-2xl p-5 sm:p-8 ${to === undefined ? 'noscript:hidden' : ''}`}
    >
      {started && (
        <div data-correction-request="" className="mb-6 rounded-lg border-l-4 border-navy-700/40 bg-sky-200/30 px-4 py-3 text-navy-900">
          <p className="font-semibold [overflow-wrap:anywhere]">{started.about}</p>
          {started.detail && <p className="mt-1">{started.detail}</p>}
        </div>
      )}
      {errorList.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${idPrefix}-summary`} className="mb-6 rounded-lg border-2 border-unsuccessful bg-red-50 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-summit-400">
          <h3 id={`${idPrefix}-summary`} className="font-sans text-lg font-semibold text-unsuccessful">
            {numbers.plural(say.problems, errorList.length, { count: errorList.length })}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorList.map(({ field, message }) => (
              <li key={field.name}>
                <a href={`#${fieldId(field.name)}`} className="font-medium text-unsuccessful underline">
                  {field.label}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const id = fieldId(field.name);
          const error = errors[field.name];
          const multiline = field.type === 'textarea';
          const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
          const common = {
            id,
            name: field.name,
            value: values[field.name] ?? '',
            onChange: handleChange,
            autoComplete: field.autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            required: !field.optional,
            className: `mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-inner focus:border-navy-700 focus:outline-none focus:ring-2 focus:ring-navy-700/30 ${
              error ? 'border-unsuccessful' : 'border-slate-300'
            }`,
          };
          return (
            <div key={field.name} className={field.type === 'textarea' || field.name === 'subject' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="font-semibold text-navy-900">
                {field.label}
                {field.optional && <span className="font-normal text-slate-600"> {say.optional}</span>}
              </label>
              {field.hint && (
                <p id={`${id}-hint`} className="text-sm text-slate-600">
                  {field.hint}
                </p>
              )}
              {multiline ? <textarea rows={6} {...common} /> : <input type={field.type} {...common} />}
              {error && (
                <p id={`${id}-error`} className="mt-1.5 flex gap-1.5 text-sm font-medium text-unsuccessful">
                  <span aria-hidden="true">!</span>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className="button-primary shrink-0 whitespace-nowrap">
          {to === undefined ? say.unpublished.submit : say.submit}
        </button>
        <p className="text-sm text-slate-600">{to === undefined ? say.unpublished.submitHint : say.submitHint}</p>
      </div>
      <div role="status">
        {mailtoHref && to !== undefined && (
          <div className="mt-6 rounded-lg border-l-4 border-climbed bg-emerald-50 p-4 text-slate-800">
            <p className="font-semibold text-climbed">{say.sentHeading}</p>
            <p className="mt-1">{say.sentBody}</p>
            <p className="mt-2">
              {say.notOpened}{' '}
              <a href={mailtoHref} className="link">
                {say.openMailApp}
              </a>{' '}
              {say.orWriteTo} <span className="break-all font-medium">{to}</span>.
            </p>
          </div>
        )}
        {keptMessage !== null && (
          <div className="mt-6 rounded-lg border-l-4 border-summit-400 bg-amber-50 p-4 text-slate-800">
            <p className="font-semibold text-navy-900">{say.unpublished.heading}</p>
            <p className="mt-1">{say.unpublished.body}</p>
            <p className="mt-1">{say.unpublished.postal}</p>
          </div>
        )}
      </div>
      {keptMessage !== null && (
        <div className="mt-4">
          <label htmlFor={`${idPrefix}-kept`} className="font-semibold text-navy-900">
            {say.unpublished.preview}
          </label>
          <textarea
            id={`${idPrefix}-kept`}
            readOnly
            rows={8}
            value={`${values.subject.trim()}\n\n${keptMessage}`}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900"
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="button" onClick={copyMessage} className="button-secondary">
              {say.unpublished.copy}
            </button>
            <p aria-live="polite" className="text-sm text-slate-700">
              {copyNote}
            </p>
          </div>
        </div>
      )}
    </form>
    </>
  );
}
