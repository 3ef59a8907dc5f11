import type { Lang } from '../../shared/languages';

/**
 * The mail that brings a buyer the new link an administrator issued (Neuen Link ausstellen,
 * decision D4): it says that the seller issued it and that every earlier link is shut, so the
 * buyer does not keep trying the old one. The greeting, button, order table, withdrawal and
 * support lines are the delivery e-mail's own (DELIVERY_COPY).
 */
export interface RenewedLinkMailCopy {
  subject: string;
  preheader: string;
  /** The seller issued a new personal link for the order. */
  intro: (orderId: string, title: string) => string;
  /** The earlier links (download and withdrawal) no longer work. */
  earlierLinks: string;
  /** `until` is already formatted in the language. */
  validity: (until: string, downloads: number) => string;
}

export const RENEWED_LINK_MAIL: Record<Lang, RenewedLinkMailCopy> = {
  en: {
    subject: 'Your new download link – Restaurant Closer',
    preheader: 'A new personal link for your e-book; the earlier one no longer works.',
    intro: (id, title) =>
      `We have issued a new personal download link for your order ${id} (“${title}”).`,
    earlierLinks:
      'The links in our earlier e-mails no longer work: please use only the links in this e-mail.',
    validity: (until, downloads) =>
      `The new link works until ${until} and for ${downloads} downloads.`,
  },
  it: {
    subject: 'Il tuo nuovo link di download – Restaurant Closer',
    preheader: 'Un nuovo link personale per il tuo e-book; quello precedente non funziona più.',
    intro: (id, title) =>
      `Abbiamo creato un nuovo link di download personale per il tuo ordine ${id} («${title}»).`,
    earlierLinks:
      'I link delle nostre e-mail precedenti non funzionano più: usa solo i link di questa e-mail.',
    validity: (until, downloads) =>
      `Il nuovo link è valido fino al ${until} e per ${downloads} download.`,
  },
  de: {
    subject: 'Ihr neuer Download-Link – Restaurant Closer',
    preheader: 'Ein neuer persönlicher Link für Ihr E-Book; der bisherige funktioniert nicht mehr.',
    intro: (id, title) =>
      `Wir haben für Ihre Bestellung ${id} („${title}“) einen neuen persönlichen Download-Link ausgestellt.`,
    earlierLinks:
      'Die Links aus unseren früheren E-Mails funktionieren nicht mehr: Bitte verwenden Sie nur die Links in dieser E-Mail.',
    validity: (until, downloads) =>
      `Der neue Link gilt bis ${until} und für ${downloads} Downloads.`,
  },
  es: {
    subject: 'Tu nuevo enlace de descarga – Restaurant Closer',
    preheader: 'Un nuevo enlace personal para tu e-book; el anterior ya no funciona.',
    intro: (id, title) =>
      `Hemos creado un nuevo enlace de descarga personal para tu pedido ${id} («${title}»).`,
    earlierLinks:
      'Los enlaces de nuestros emails anteriores ya no funcionan: usa solo los enlaces de este email.',
    validity: (until, downloads) =>
      `El nuevo enlace es válido hasta el ${until} y para ${downloads} descargas.`,
  },
  fr: {
    subject: 'Votre nouveau lien de téléchargement – Restaurant Closer',
    preheader:
      'Un nouveau lien personnel pour votre livre numérique ; l’ancien ne fonctionne plus.',
    intro: (id, title) =>
      `Nous avons créé un nouveau lien de téléchargement personnel pour votre commande ${id} (« ${title} »).`,
    earlierLinks:
      'Les liens de nos e-mails précédents ne fonctionnent plus : veuillez utiliser uniquement les liens de cet e-mail.',
    validity: (until, downloads) =>
      `Le nouveau lien est valable jusqu’au ${until} et pour ${downloads} téléchargements.`,
  },
};
