import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '../../shared/languages';
import { isValidEmail } from '../../shared/validation';
import { readErrorBody } from '../../shared/api/errors';
import { readJson } from '../lib/read-json';
import { EMAIL_INPUT } from './email-input';

/** The form's texts; the answer itself comes from the server, in the requested language. */
export interface ResendLinkFormCopy {
  title?: string;
  text?: string;
  emailLabel: string;
  /** The field is empty (the checkout's words). */
  emailRequired: string;
  /** The address breaks the shop's e-mail rule (the checkout's words). */
  emailInvalid: string;
  button: string;
  sending: string;
  /** Shown when the request does not reach the server. */
  failed: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' | 'error'; message: string }
  /** The address was refused here, before asking the server. */
  | { kind: 'invalid'; message: string };

/**
 * "Resend my download link": an e-mail field and a button. With JavaScript it checks the
 * address by the shop's one rule (the checkout's; the browser's own check would refuse
 * 'jörg.müller@…' and speak the browser's language), posts JSON to the API and shows the
 * server's neutral answer in place; before hydration (or without JavaScript) the same form
 * posts to /download/resend, which checks by the same rule and answers with a page.
 */
export function ResendLinkForm({
  copy,
  language,
  endpoint = '/api/resend-link',
  className = '',
}: {
  copy: ResendLinkFormCopy;
  language: Lang;
  endpoint?: string;
  className?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const address = email.trim();
    const refusal = !address
      ? copy.emailRequired
      : !isValidEmail(address)
        ? copy.emailInvalid
        : null;
    if (refusal) {
      setStatus({ kind: 'invalid', message: refusal });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, language }),
      });
      const body = await readJson<{ message?: string }>(res);
      // A refusal is read the one way every page reads one; a success carries its own text.
      const message = (res.ok ? body?.message : readErrorBody(body)?.message) ?? copy.failed;
      setStatus({ kind: res.ok ? 'done' : 'error', message });
    } catch {
      setStatus({ kind: 'error', message: copy.failed });
    }
  }

  const sending = status.kind === 'sending';
  const invalid = status.kind === 'invalid';
  return (
    <form
      method="post"
      action="/download/resend"
      noValidate
      onSubmit={onSubmit}
      className={['text-left', className].filter(Boolean).join(' ')}
      aria-describedby={copy.text ? `${id}-text` : undefined}
    >
      {copy.title && <h2 className="text-lg font-semibold text-ink">{copy.title}</h2>}
      {copy.text && (
        <p id={`${id}-text`} className="mt-1 text-sm text-muted">
          {copy.text}
        </p>
      )}
      <input type="hidden" name="language" value={language} />
      <label htmlFor={`${id}-email`} className="mt-4 block text-sm font-semibold text-ink">
        {copy.emailLabel}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          {...EMAIL_INPUT}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setStatus({ kind: 'idle' });
          }}
          aria-invalid={invalid ? 'true' : undefined}
          aria-describedby={invalid ? `${id}-status` : undefined}
          className={`min-h-12 w-full rounded-md border bg-white px-3 text-base text-ink ${
            invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400'
          }`}
          data-testid="resend-email"
        />
        <button
          type="submit"
          disabled={sending}
          className="min-h-12 shrink-0 rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark disabled:opacity-70"
        >
          {sending ? copy.sending : copy.button}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={`mt-3 text-sm ${status.kind === 'error' || invalid ? 'font-semibold text-red-800' : 'text-ink'}`}
        data-testid="resend-status"
      >
        {'message' in status ? status.message : ''}
      </p>
    </form>
  );
}
