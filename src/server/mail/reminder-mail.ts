import type { Lang } from '../../shared/languages';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { escapeHtml, button, paragraph, MAIL_COLORS as C } from './html';
import { mailLayout, sellerTaxLine, type MailSender } from './layout';

interface ReminderCopy {
  subject: string;
  preheader: string;
  greeting: string;
  body: string;
  /** Said when the checkout had a discount code: it is still filled in. */
  withCode: (code: string) => string;
  cta: string;
  once: string;
  unsubscribe: string;
  unsubscribeLink: string;
  /** Why the buyer gets this mail (the box they ticked). */
  reason: (site: string) => string;
  signature: string;
}

/** One reminder of an unfinished checkout, sent only to a buyer who asked for it (D18). */
const REMINDER_COPY: Record<Lang, ReminderCopy> = {
  en: {
    subject: 'Your Restaurant Closer order is still open',
    preheader: 'Your details are filled in: one click and you are back at the checkout.',
    greeting: 'Hello,',
    body: 'You started an order for Restaurant Closer but did not finish it. Your e-mail address and edition are already filled in, so it takes less than a minute.',
    withCode: (code) => `Your discount code ${code} is filled in too.`,
    cta: 'Back to my order',
    once: 'You asked us for this reminder at the checkout. It is the only one we send.',
    unsubscribe: 'Changed your mind? ',
    unsubscribeLink: 'Stop reminders',
    reason: (site) => `You receive this e-mail because you ticked the reminder box on ${site}.`,
    signature: 'Restaurant Closer',
  },
  it: {
    subject: 'Il tuo ordine Restaurant Closer è ancora aperto',
    preheader: 'I tuoi dati sono già inseriti: un clic e sei di nuovo al checkout.',
    greeting: 'Ciao,',
    body: 'Hai iniziato un ordine di Restaurant Closer ma non l’hai completato. Indirizzo e-mail ed edizione sono già inseriti: ti serve meno di un minuto.',
    withCode: (code) => `Anche il tuo codice sconto ${code} è già inserito.`,
    cta: 'Torna al mio ordine',
    once: 'Questo promemoria l’hai chiesto tu al checkout. È l’unico che inviamo.',
    unsubscribe: 'Hai cambiato idea? ',
    unsubscribeLink: 'Niente più promemoria',
    reason: (site) =>
      `Ricevi questa e-mail perché hai spuntato la casella del promemoria su ${site}.`,
    signature: 'Restaurant Closer',
  },
  de: {
    subject: 'Ihre Bestellung bei Restaurant Closer ist noch offen',
    preheader: 'Ihre Angaben sind schon eingetragen: ein Klick, und Sie sind zurück an der Kasse.',
    greeting: 'Guten Tag,',
    body: 'Sie haben eine Bestellung von Restaurant Closer begonnen, aber nicht abgeschlossen. E-Mail-Adresse und Ausgabe sind schon eingetragen – das dauert keine Minute.',
    withCode: (code) => `Auch Ihr Rabattcode ${code} ist eingetragen.`,
    cta: 'Zurück zu meiner Bestellung',
    once: 'Diese Erinnerung haben Sie an der Kasse gewünscht. Es ist die einzige, die wir senden.',
    unsubscribe: 'Doch keine Erinnerung? ',
    unsubscribeLink: 'Erinnerungen abbestellen',
    reason: (site) =>
      `Sie erhalten diese E-Mail, weil Sie auf ${site} das Kästchen für eine Erinnerung angekreuzt haben.`,
    signature: 'Restaurant Closer',
  },
  es: {
    subject: 'Tu pedido de Restaurant Closer sigue abierto',
    preheader: 'Tus datos ya están puestos: un clic y vuelves a la compra.',
    greeting: 'Hola:',
    body: 'Empezaste un pedido de Restaurant Closer, pero no lo terminaste. Tu correo y la edición ya están rellenados: te lleva menos de un minuto.',
    withCode: (code) => `Tu código de descuento ${code} también está puesto.`,
    cta: 'Volver a mi pedido',
    once: 'Pediste este recordatorio al hacer el pedido. Es el único que enviamos.',
    unsubscribe: '¿Has cambiado de idea? ',
    unsubscribeLink: 'No quiero más recordatorios',
    reason: (site) => `Recibes este correo porque marcaste la casilla del recordatorio en ${site}.`,
    signature: 'Restaurant Closer',
  },
  fr: {
    subject: 'Votre commande Restaurant Closer est toujours en attente',
    preheader: 'Vos informations sont déjà saisies : un clic et vous revoilà à la commande.',
    greeting: 'Bonjour,',
    body: 'Vous avez commencé une commande de Restaurant Closer sans la terminer. Votre adresse e-mail et l’édition sont déjà renseignées : il vous faut moins d’une minute.',
    withCode: (code) => `Votre code de réduction ${code} est également renseigné.`,
    cta: 'Reprendre ma commande',
    once: 'Vous avez demandé ce rappel lors de la commande. C’est le seul que nous envoyons.',
    unsubscribe: 'Vous avez changé d’avis ? ',
    unsubscribeLink: 'Ne plus recevoir de rappel',
    reason: (site) =>
      `Vous recevez cet e-mail parce que vous avez coché la case de rappel sur ${site}.`,
    signature: 'Restaurant Closer',
  },
};

export interface ReminderMailInput {
  to: string;
  lang: Lang;
  /** The checkout page with the signed resume token. */
  resumeUrl: string;
  /** The one-click unsubscribe address (also the List-Unsubscribe header). */
  unsubscribeUrl: string;
  discountCode: string | null;
  sender: MailSender;
  supportEmail: string;
}

/** The one reminder of an unfinished checkout, with its link back and its unsubscribe. */
export function buildReminderMail(input: ReminderMailInput): OutgoingMail {
  const t = REMINDER_COPY[input.lang];
  const site = new URL(input.sender.publicUrl).host;
  const { seller } = input.sender;
  const footer = [seller.name, seller.address, sellerTaxLine(seller, input.lang), t.reason(site)];
  const code = input.discountCode ? t.withCode(input.discountCode) : null;
  const text = [
    t.greeting,
    '',
    t.body,
    ...(code ? [code] : []),
    '',
    `${t.cta}: ${input.resumeUrl}`,
    '',
    t.once,
    `${t.unsubscribe}${t.unsubscribeLink}: ${input.unsubscribeUrl}`,
    '',
    t.signature,
    '',
    '--',
    ...footer,
  ].join('\n');
  const body = [
    paragraph(escapeHtml(t.greeting)),
    paragraph(escapeHtml(t.body)),
    ...(code ? [paragraph(escapeHtml(code))] : []),
    button(input.resumeUrl, t.cta),
    paragraph(escapeHtml(t.once), `font-size:14px;color:${C.muted}`),
    paragraph(
      `${escapeHtml(t.unsubscribe)}<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${C.wine}">${escapeHtml(t.unsubscribeLink)}</a>`,
      `font-size:14px;color:${C.muted}`,
    ),
    paragraph(escapeHtml(t.signature)),
  ].join('\n');
  return {
    to: input.to,
    replyTo: input.supportEmail,
    subject: t.subject,
    text,
    html: mailLayout(input.lang, t.preheader, body, footer.map((l) => escapeHtml(l)).join('<br>')),
    listUnsubscribe: input.unsubscribeUrl,
  };
}
