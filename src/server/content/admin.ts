// Texts only the seller and the administrators read: in German, like the admin area they belong
// to (decision D10). One language, so no per-language files.

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
