import { useEffect, useState, type FormEvent } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { safeRedirect } from '../../shared/safe-redirect';
import { ApiError } from '../lib/api-error';
import { loginWithGooglePopup, sendOtp, useAuth, verifyOtp } from '../lib/auth';
import type { RootData } from '../root-data';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Admin-Anmeldung');

const TEXT = {
  heading: 'Admin-Anmeldung',
  google: 'Mit Google anmelden',
  // A visitor learns nothing of the server's configuration; the server's log names the variable.
  googleDisabled: 'Anmeldung mit Google ist für diesen Shop nicht eingerichtet.',
  or: 'oder',
  emailLabel: 'E-Mail-Adresse',
  sendCode: 'OTP-Code senden',
  codeLabel: 'OTP-Code',
  codeSentTo: 'Der OTP-Code wurde an folgende Adresse gesendet:',
  verify: 'Code verifizieren',
  otherEmail: 'Andere E-Mail-Adresse verwenden',
  footer: 'Nur für autorisierte Administratoren',
  pending: 'Authentifizierung läuft...',
  loading: 'Lädt...',
  sending: 'Sendet...',
  verifying: 'Verifiziert...',
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  codeRequired: 'Bitte geben Sie den OTP-Code ein.',
  googleFailed: 'Google Login fehlgeschlagen. Bitte versuchen Sie es erneut.',
  sendFailed: 'Fehler beim Senden des OTP-Codes. Bitte versuchen Sie es erneut.',
  verifyFailed: 'Ungültiger OTP-Code. Bitte versuchen Sie es erneut.',
} as const;

type Busy = null | 'google' | 'send' | 'verify';

export default function Login() {
  const { user, isPending, reload } = useAuth();
  const settings = useRouteLoaderData<RootData>('root')?.settings;
  const googleEnabled = settings?.googleSignInEnabled ?? false;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('returnUrl');
  const returnTo = safeRedirect(requested);

  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  // Signed in (already, or just now): on to where the visitor wanted to go; without a return
  // URL an administrator lands on the admin, anyone else on the home page. A full load,
  // because the target may be a static page without the React runtime.
  useEffect(() => {
    if (!user) return;
    window.location.replace(requested ? returnTo : user.isAdmin ? '/admin' : '/');
  }, [user, requested, returnTo]);

  async function attempt(kind: Exclude<Busy, null>, action: () => Promise<void>, fallback: string) {
    setError(null);
    setBusy(kind);
    try {
      await action();
    } catch (err) {
      // The code calls show the server's own text (e.g. a lock or rate limit); anything else
      // gets the spec's fixed message, with the cause in the console.
      if (err instanceof ApiError && err.serverMessage && kind !== 'google')
        setError(err.serverMessage);
      else {
        console.error(err);
        setError(fallback);
      }
    } finally {
      setBusy(null);
    }
  }

  const onGoogle = () =>
    attempt(
      'google',
      async () => {
        await loginWithGooglePopup();
        await reload();
      },
      TEXT.googleFailed,
    );

  /** A form's submit handler: an empty field is named, anything else is attempted. */
  const onSubmit =
    (
      kind: 'send' | 'verify',
      field: { value: string; required: string },
      action: () => Promise<void>,
      fallback: string,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      if (!field.value) setError(field.required);
      else void attempt(kind, action, fallback);
    };

  const address = email.trim();
  const code = otp.trim();
  const onSend = onSubmit(
    'send',
    { value: address, required: TEXT.emailRequired },
    async () => {
      await sendOtp(address);
      setOtp('');
      setStep('otp');
    },
    TEXT.sendFailed,
  );
  const onVerify = onSubmit(
    'verify',
    { value: code, required: TEXT.codeRequired },
    async () => {
      await verifyOtp(address, code);
      await reload();
    },
    TEXT.verifyFailed,
  );

  const backToEmail = () => {
    setStep('email');
    setOtp('');
    setError(null);
  };

  const disabled = busy !== null;
  const input =
    'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus:ring-2 focus:ring-stone-300 disabled:bg-stone-100';
  const primary =
    'flex min-h-11 w-full items-center justify-center rounded-md bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:bg-stone-400';

  return (
    <main
      lang="de"
      className="flex min-h-screen items-start justify-center bg-stone-100 px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-sm">
        <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-semibold text-ink">{TEXT.heading}</h1>

          {isPending || user ? (
            <p className="mt-6 text-sm text-muted" role="status">
              {TEXT.pending}
            </p>
          ) : (
            <>
              {error && (
                <div
                  role="alert"
                  className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
                >
                  {error}
                </div>
              )}

              <button
                type="button"
                onClick={onGoogle}
                disabled={disabled || !googleEnabled}
                aria-describedby={googleEnabled ? undefined : 'google-disabled'}
                className="mt-5 flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-ink hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <GoogleMark />
                {busy === 'google' ? TEXT.loading : TEXT.google}
              </button>
              {!googleEnabled && (
                <p id="google-disabled" className="mt-2 text-xs leading-relaxed text-muted">
                  {TEXT.googleDisabled}
                </p>
              )}

              <div className="my-5 flex items-center gap-3 text-sm text-stone-500">
                <span className="h-px flex-1 bg-stone-200" />
                {TEXT.or}
                <span className="h-px flex-1 bg-stone-200" />
              </div>

              {step === 'email' ? (
                <form onSubmit={onSend} noValidate className="space-y-3">
                  <LoginField
                    id="login-email"
                    label={TEXT.emailLabel}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    disabled={disabled}
                    className={input}
                  />
                  <button type="submit" disabled={disabled} className={primary}>
                    {busy === 'send' ? TEXT.sending : TEXT.sendCode}
                  </button>
                </form>
              ) : (
                <form onSubmit={onVerify} noValidate className="space-y-3">
                  <p className="text-sm text-muted">
                    {TEXT.codeSentTo}
                    <strong className="block font-medium text-ink [overflow-wrap:anywhere]">
                      {address}
                    </strong>
                  </p>
                  <LoginField
                    id="login-otp"
                    label={TEXT.codeLabel}
                    name="otp"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                    maxLength={6}
                    value={otp}
                    onChange={(e) => setOtp(e.target.value)}
                    disabled={disabled}
                    autoFocus
                    className={`${input} font-mono text-lg tracking-[0.4em]`}
                  />
                  <button type="submit" disabled={disabled} className={primary}>
                    {busy === 'verify' ? TEXT.verifying : TEXT.verify}
                  </button>
                  <button
                    type="button"
                    onClick={backToEmail}
                    disabled={disabled}
                    className="w-full py-1 text-center text-sm text-stone-600 underline underline-offset-2 hover:text-ink disabled:cursor-not-allowed"
                  >
                    {TEXT.otherEmail}
                  </button>
                </form>
              )}
            </>
          )}
        </div>
        <p className="mt-4 text-center text-xs text-stone-600">{TEXT.footer}</p>
      </div>
    </main>
  );
}

/** A field of the sign-in form under its label; the label names it by its id. */
function LoginField({
  label,
  ...props
}: { label: string; id: string } & React.ComponentProps<'input'>) {
  return (
    <>
      <label htmlFor={props.id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input {...props} />
    </>
  );
}

/** Google's "G" in its four colours, drawn one coloured part after the other. */
const GOOGLE_MARK_PARTS = [
  [
    '#FFC107',
    'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z',
  ],
  [
    '#FF3D00',
    'M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z',
  ],
  [
    '#4CAF50',
    'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z',
  ],
  [
    '#1976D2',
    'M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z',
  ],
] as const;

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      {GOOGLE_MARK_PARTS.map(([fill, d]) => (
        <path key={fill} fill={fill} d={d} />
      ))}
    </svg>
  );
}

export { ErrorBoundary } from '../components/route-error';
