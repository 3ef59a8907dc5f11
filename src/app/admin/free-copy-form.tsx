import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FREE_COPY_REASON, freeCopySchema, type FreeCopyInput } from '../../shared/api/orders';
import { LANGS } from '../../shared/languages';
import { ApiError } from '../lib/api-error';
import { createFreeCopy } from './order-api';
import { germanLanguageName as languageName } from '../../shared/schema-labels';
import { inputClass } from './schema-form';
import { ORDERS_TABLE, tablePath } from './dashboard';
import { BackLink } from './page-parts';

type Fields = { email: string; name: string; language: string; reason: string };

/** A key for this one intended free copy: a second submit (a double click) finds the first. */
function newRequestKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}-key`
  );
}

/**
 * Gratisexemplar: a free copy for an address, in a language, with a reason. It becomes an order
 * with status Gratis and amount 0, delivered and stamped like any other, and opens afterwards.
 */
export function FreeCopyForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Fields>({ email: '', name: '', language: 'de', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [requestKey] = useState(newRequestKey);
  const [copyQuestion, setCopyQuestion] = useState<{ text: string; input: FreeCopyInput } | null>(
    null,
  );

  const set = (name: keyof Fields, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The question was about the fields as they were sent.
    setCopyQuestion(null);
  };
  /** What every control shares: its id (the label's target), its value and its look. */
  const bind = (name: keyof Fields) => ({
    id: `free-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(name, e.target.value),
    className: inputClass,
  });

  const send = async (input: FreeCopyInput) => {
    setSubmitting(true);
    setFormError(null);
    setCopyQuestion(null);
    try {
      const result = await createFreeCopy(input);
      navigate(`/admin/orders/${encodeURIComponent(result.detail.order.id)}`, {
        state: { message: result.message },
      });
    } catch (err) {
      // The address has the book already: the server asks, and the administrator decides.
      if (err instanceof ApiError && err.code === 'alreadyHasCopy') {
        setCopyQuestion({ text: err.message, input });
      } else {
        if (err instanceof ApiError && err.errors) setErrors(err.errors);
        setFormError(err instanceof Error ? err.message : String(err));
      }
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, requestKey };
    const parsed = freeCopySchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const question = `Gratisexemplar für ${values.email.trim()} (${languageName(values.language)}) ausstellen und per E-Mail senden?\n\nGrund: ${values.reason.trim()}`;
    if (!window.confirm(question)) return;
    await send(parsed.data!);
  };

  const field = (name: keyof Fields, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`free-${name}`} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {input}
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {errors[name] && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={tablePath(ORDERS_TABLE)}>← Zurück zu den Bestellungen</BackLink>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-busy={isSubmitting}
        className="mt-3 rounded-lg border border-stone-200 bg-white shadow-sm"
      >
        <div className="border-b border-stone-200 px-4 py-3 sm:px-6">
          <h2 className="text-lg font-semibold text-ink">Gratisexemplar</h2>
          <p className="text-sm text-muted">
            Eine kostenlose Bestellung (Status Gratis, 0,00 €): Der Empfänger erhält die
            Liefer-E-Mail mit seinem persönlichen, gestempelten Download wie bei einem Kauf.
          </p>
        </div>
        {formError && (
          <div
            role="alert"
            className="mx-4 mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:mx-6"
          >
            {formError}
          </div>
        )}
        {copyQuestion && (
          <div
            role="alert"
            className="mx-4 mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950 sm:mx-6"
            data-testid="free-copy-question"
          >
            <p>{copyQuestion.text}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => void send({ ...copyQuestion.input, confirm: true })}
                disabled={isSubmitting}
                className="inline-flex min-h-9 items-center rounded-md bg-wine px-3 text-sm font-semibold text-white hover:bg-wine-dark disabled:opacity-50"
              >
                Trotzdem ausstellen
              </button>
              <button
                type="button"
                onClick={() => setCopyQuestion(null)}
                className="inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
              >
                Nicht ausstellen
              </button>
            </div>
          </div>
        )}
        <fieldset disabled={isSubmitting} className="grid gap-4 px-4 py-4 sm:grid-cols-2 sm:px-6">
          {field('email', 'E-Mail *', <input {...bind('email')} type="email" />)}
          {field('name', 'Name', <input {...bind('name')} type="text" maxLength={100} />)}
          {field(
            'language',
            'Sprache *',
            <select {...bind('language')}>
              {LANGS.map((lang) => (
                <option key={lang} value={lang}>
                  {languageName(lang)}
                </option>
              ))}
            </select>,
            'Ausgabe, E-Mail und Stempel in dieser Sprache.',
          )}
          <div className="sm:col-span-2">
            {field(
              'reason',
              'Grund *',
              <textarea {...bind('reason')} rows={3} maxLength={FREE_COPY_REASON.max} />,
              'Steht im Verlauf der Bestellung und im Änderungsprotokoll.',
            )}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 border-t border-stone-200 px-4 py-3 sm:px-6">
          <Link
            to={tablePath(ORDERS_TABLE)}
            className="inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
          >
            Abbrechen
          </Link>
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-9 items-center rounded-md bg-wine px-4 text-sm font-semibold text-white hover:bg-wine-dark disabled:opacity-50"
          >
            {isSubmitting ? 'Wird ausgestellt...' : 'Gratisexemplar ausstellen'}
          </button>
        </div>
      </form>
    </div>
  );
}
