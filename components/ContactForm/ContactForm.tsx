'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { composeMailto, validateContact, type ContactField, type ContactValues } from '@/lib/contact/mailto';

type ContactFormProps = {
  /** The club secretary's address: the composed e-mail goes there. */
  to: string;
  recipientLabel: string;
};

type Errors = Partial<Record<ContactField, string>>;

const fields: readonly {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  optional?: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Your e-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'subject', label: 'Subject', type: 'text' },
  { name: 'message', label: 'Message', type: 'textarea', hint: 'At least 10 characters.' },
];

const empty: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form. There is no server behind it: it checks the fields, then opens the visitor's
 * mail app with a message to the secretary already written. Input is never cleared on an error.
 */
export function ContactForm({ to, recipientLabel }: ContactFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [mailtoHref, setMailtoHref] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

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
    // Once the visitor has tried to send, messages follow their corrections as they type.
    if (submitted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      setMailtoHref(null);
      setFailedAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    const href = composeMailto({ to, ...values });
    setMailtoHref(href);
    window.location.href = href;
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact form" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8">
      {errorList.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${idPrefix}-summary`} className="mb-6 rounded-lg border-2 border-unsuccessful bg-red-50 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-summit-400">
          <h3 id={`${idPrefix}-summary`} className="font-sans text-lg font-semibold text-unsuccessful">
            {errorList.length === 1 ? 'Please fix 1 problem' : `Please fix ${errorList.length} problems`} before sending
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
                {field.optional && <span className="font-normal text-slate-600"> (optional)</span>}
              </label>
              {field.hint && (
                <p id={`${id}-hint`} className="text-sm text-slate-600">
                  {field.hint}
                </p>
              )}
              {field.type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={field.type} {...common} />}
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
          Write the e-mail
        </button>
        <p className="text-sm text-slate-600">Opens your mail app with the message addressed to the {recipientLabel}.</p>
      </div>
      <div role="status">
        {mailtoHref && (
          <div className="mt-6 rounded-lg border-l-4 border-climbed bg-emerald-50 p-4 text-slate-800">
            <p className="font-semibold text-climbed">Your mail app should now be open.</p>
            <p className="mt-1">
              We opened your mail app with your message addressed to the {recipientLabel} ({to}). Nothing has been sent by this
              website: check the e-mail and press send in your mail app.
            </p>
            <p className="mt-2">
              Mail app did not open?{' '}
              <a href={mailtoHref} className="link">
                Open your mail app
              </a>{' '}
              or write to <span className="break-all font-medium">{to}</span>.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
