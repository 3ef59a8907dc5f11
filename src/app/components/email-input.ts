/**
 * The attributes every e-mail address field shares (checkout, resend forms): the e-mail
 * keyboard and autofill, no capitalising or spell checking, and the longest address allowed.
 */
export const EMAIL_INPUT = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 254,
} as const;
