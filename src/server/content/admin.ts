// Texts only the seller and the administrators read, so one language each and no per-language
// files: German, like the admin area they belong to (decision D10), with an English line in
// the sign-in e-mail; the refund failure notice has always been in English.

/** The seller's copy of each sale. */
export const SALE_NOTIFICATION = {
  subject: (title: string, lang: string, amount: string) =>
    `Neuer Verkauf: ${title} (${lang.toUpperCase()}) – ${amount}`,
  intro: 'Soeben wurde ein E-Book verkauft.',
  order: 'Bestellnummer',
  buyer: 'Käufer (E-Mail)',
  name: 'Name',
  edition: 'Ausgabe',
  amount: 'Betrag',
  provider: 'Zahlungsanbieter',
  date: 'Datum',
  replyHint: 'Antworten Sie auf diese E-Mail, um der Käuferin oder dem Käufer direkt zu schreiben.',
};

/**
 * The administrator's one-time sign-in code, named as the login page names it (its button and
 * messages are the spec's: 'OTP-Code senden', 'Ungültiger OTP-Code'): one word for one thing.
 */
export const SIGN_IN_CODE_MAIL = {
  subject: (shop: string) => `Ihr OTP-Code für ${shop}`,
  greeting: 'Guten Tag,',
  intro: (shop: string) => `Ihr OTP-Code für den Administrationsbereich von ${shop} lautet:`,
  validity: (minutes: number) =>
    `Der Code ist ${minutes} Minuten gültig und kann nur einmal verwendet werden.`,
  ignore: 'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
  english: (code: string, minutes: number) =>
    `English: your sign-in code is ${code}. It is valid for ${minutes} minutes and works once; if you did not ask for it, please ignore this e-mail.`,
};

/** To the seller when the provider refused the refund of a withdrawal. */
export const REFUND_FAILED_NOTICE = {
  subject: (orderId: string) => `Withdrawal refund failed – order ${orderId}`,
  text: (o: { buyer: string; orderId: string; amount: string; provider: string; error: string }) =>
    `The buyer ${o.buyer} withdrew from order ${o.orderId} (${o.amount}), but the refund at ${o.provider} failed: ${o.error}.\nThe purchase stays paid. Please refund it by hand and reply to the buyer.`,
};
