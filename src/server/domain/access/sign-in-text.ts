/**
 * What the sign-in tells an administrator, in German (spec: the login page shows the server's
 * text as it is). The rules themselves (codes, tries, limits) are in otp.ts.
 */
/** Texts the login page shows as they are (spec: "show the server's error text"). */
export const AUTH_TEXT = {
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  otpRequired: 'Bitte geben Sie den OTP-Code ein.',
  otpInvalid: 'Ungültiger OTP-Code. Bitte versuchen Sie es erneut.',
  otpLocked:
    'Zu viele Fehlversuche: Dieser Code ist gesperrt. Bitte fordern Sie einen neuen Code an.',
  otpExpired:
    'Der Code ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Code an.',
  googleOff: 'Die Anmeldung mit Google ist nicht eingerichtet.',
  googleUnavailable: 'Google ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  googleCodeMissing: 'Die Antwort von Google ist unvollständig (code und state fehlen).',
  googleNotStarted:
    'In diesem Browser wurde keine Anmeldung mit Google begonnen, oder sie ist abgelaufen. Bitte beginnen Sie erneut.',
  googleStateMismatch: 'Die Anmeldung passt nicht zu diesem Browser. Bitte beginnen Sie erneut.',
  googleFailed: 'Google Login fehlgeschlagen. Bitte versuchen Sie es erneut.',
  googleUnverified: 'Google hat diese E-Mail-Adresse nicht bestätigt.',
} as const;

/**
 * The refusal for too many requests, in German like the whole admin, naming the wait that Retry-After gives (a few seconds
 * after a wrong code, up to a day once a client's daily budget is used up).
 */
export function tooManyText(seconds: number): string {
  const [value, one, many] =
    seconds < 60
      ? [seconds, 'Sekunde', 'Sekunden']
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), 'Minute', 'Minuten']
        : [Math.ceil(seconds / 3600), 'Stunde', 'Stunden'];
  return `Zu viele Versuche. Bitte warten Sie ${value} ${value === 1 ? one : many} und versuchen Sie es dann erneut.`;
}

/** The message of a refused code. */
export function signInRefusalText(outcome: 'locked' | 'expired' | 'invalid'): string {
  return outcome === 'locked'
    ? AUTH_TEXT.otpLocked
    : outcome === 'expired'
      ? AUTH_TEXT.otpExpired
      : AUTH_TEXT.otpInvalid;
}
