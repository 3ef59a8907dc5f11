import type { Lang } from '../../shared/languages';

/**
 * The e-mails of a team order (decision 100): the buyer's delivery e-mail leads to the team
 * page instead of a download; each member's e-mail brings their own link to a copy stamped with
 * their name. The greeting, order table, support and sign-off lines are the delivery e-mail's.
 */
export interface TeamMailCopy {
  /** The buyer's delivery e-mail: what was bought and what to do next. */
  buyerIntro: (copies: number, title: string) => string;
  buyerSteps: string;
  buyerButton: string;
  /** The order table's row: "12 × 33,15 €". */
  copiesRow: string;
  /** The team API's refusals (the page words each copy's problem itself). */
  refused: { entries: string; closed: string; invalid: string };
  member: {
    subject: (title: string) => string;
    preheader: string;
    /** `giver`: the buyer's company, name or address, as the buyer entered it. */
    intro: (giver: string, title: string, orderId: string) => string;
    /** `until` is already formatted in the language. */
    validity: (until: string, downloads: number) => string;
    personal: string;
    /** The earlier link of this copy no longer works (the buyer changed the address). */
    replaced: string;
  };
}

export const TEAM_MAIL: Record<Lang, TeamMailCopy> = {
  en: {
    refused: {
      entries: 'Please check the marked copies: nothing was saved or sent.',
      closed: 'This order was refunded: its copies can no longer be given out.',
      invalid: 'This team link is not valid.',
    },
    buyerIntro: (copies, title) =>
      `Thank you for your order of ${copies} copies of “${title}” for your team.`,
    buyerSteps:
      'Open your team page and enter a name and an e-mail address for each copy, now or later. Each member receives their own e-mail with a personal copy stamped with their name.',
    buyerButton: 'Give out the copies',
    copiesRow: 'Copies',
    member: {
      subject: (title) => `Your personal copy of ${title}`,
      preheader: 'A personal copy of the manual, stamped with your name.',
      intro: (giver, title, orderId) =>
        `${giver} has given you a personal copy of “${title}” (order ${orderId}).`,
      validity: (until, downloads) =>
        `Your link works until ${until} and for ${downloads} downloads.`,
      personal:
        'Your copy carries your name and the order number on every page: please keep it to yourself.',
      replaced:
        'An earlier link for this copy no longer works: please use only the link in this e-mail.',
    },
  },
  it: {
    refused: {
      entries: 'Controlla le copie segnate: non è stato salvato né inviato nulla.',
      closed: 'Questo ordine è stato rimborsato: le sue copie non possono più essere assegnate.',
      invalid: 'Questo link del team non è valido.',
    },
    buyerIntro: (copies, title) =>
      `Grazie per il tuo ordine di ${copies} copie di «${title}» per il tuo team.`,
    buyerSteps:
      'Apri la pagina del tuo team e inserisci un nome e un indirizzo e-mail per ogni copia, ora o più tardi. Ogni membro riceve una propria e-mail con una copia personale che porta il suo nome.',
    buyerButton: 'Assegna le copie',
    copiesRow: 'Copie',
    member: {
      subject: (title) => `La tua copia personale di ${title}`,
      preheader: 'Una copia personale del manuale, con il tuo nome.',
      intro: (giver, title, orderId) =>
        `${giver} ti ha regalato una copia personale di «${title}» (ordine ${orderId}).`,
      validity: (until, downloads) =>
        `Il tuo link è valido fino al ${until} e per ${downloads} download.`,
      personal:
        'La tua copia porta il tuo nome e il numero d’ordine su ogni pagina: tienila per te.',
      replaced:
        'Un link precedente per questa copia non funziona più: usa solo il link di questa e-mail.',
    },
  },
  de: {
    refused: {
      entries:
        'Bitte prüfen Sie die markierten Exemplare: Es wurde nichts gespeichert oder gesendet.',
      closed: 'Diese Bestellung wurde erstattet: Ihre Exemplare können nicht mehr verteilt werden.',
      invalid: 'Dieser Team-Link ist nicht gültig.',
    },
    buyerIntro: (copies, title) =>
      `Vielen Dank für Ihre Bestellung von ${copies} Exemplaren von „${title}“ für Ihr Team.`,
    buyerSteps:
      'Öffnen Sie Ihre Team-Seite und tragen Sie für jedes Exemplar einen Namen und eine E-Mail-Adresse ein, jetzt oder später. Jedes Teammitglied erhält eine eigene E-Mail mit einem persönlichen Exemplar, das seinen Namen trägt.',
    buyerButton: 'Exemplare verteilen',
    copiesRow: 'Exemplare',
    member: {
      subject: (title) => `Ihr persönliches Exemplar von ${title}`,
      preheader: 'Ein persönliches Exemplar des Handbuchs, mit Ihrem Namen.',
      intro: (giver, title, orderId) =>
        `${giver} hat Ihnen ein persönliches Exemplar von „${title}“ geschenkt (Bestellung ${orderId}).`,
      validity: (until, downloads) => `Ihr Link gilt bis ${until} und für ${downloads} Downloads.`,
      personal:
        'Ihr Exemplar trägt auf jeder Seite Ihren Namen und die Bestellnummer: Bitte behalten Sie es für sich.',
      replaced:
        'Ein früherer Link zu diesem Exemplar funktioniert nicht mehr: Bitte verwenden Sie nur den Link in dieser E-Mail.',
    },
  },
  es: {
    refused: {
      entries: 'Revisa los ejemplares marcados: no se ha guardado ni enviado nada.',
      closed: 'Este pedido se ha reembolsado: sus ejemplares ya no se pueden repartir.',
      invalid: 'Este enlace del equipo no es válido.',
    },
    buyerIntro: (copies, title) =>
      `Gracias por tu pedido de ${copies} ejemplares de «${title}» para tu equipo.`,
    buyerSteps:
      'Abre la página de tu equipo e introduce un nombre y una dirección de email para cada ejemplar, ahora o más tarde. Cada miembro recibe su propio email con un ejemplar personal que lleva su nombre.',
    buyerButton: 'Repartir los ejemplares',
    copiesRow: 'Ejemplares',
    member: {
      subject: (title) => `Tu ejemplar personal de ${title}`,
      preheader: 'Un ejemplar personal del manual, con tu nombre.',
      intro: (giver, title, orderId) =>
        `${giver} te ha regalado un ejemplar personal de «${title}» (pedido ${orderId}).`,
      validity: (until, downloads) =>
        `Tu enlace es válido hasta el ${until} y para ${downloads} descargas.`,
      personal:
        'Tu ejemplar lleva tu nombre y el número de pedido en cada página: guárdalo para ti.',
      replaced:
        'Un enlace anterior de este ejemplar ya no funciona: usa solo el enlace de este email.',
    },
  },
  fr: {
    refused: {
      entries: 'Veuillez vérifier les exemplaires signalés\xa0: rien n’a été enregistré ni envoyé.',
      closed:
        'Cette commande a été remboursée\xa0: ses exemplaires ne peuvent plus être distribués.',
      invalid: 'Ce lien d’équipe n’est pas valable.',
    },
    buyerIntro: (copies, title) =>
      `Merci pour votre commande de ${copies} exemplaires de «\u00a0${title}\u00a0» pour votre équipe.`,
    buyerSteps:
      'Ouvrez la page de votre équipe et indiquez un nom et une adresse e-mail pour chaque exemplaire, maintenant ou plus tard. Chaque membre reçoit son propre e-mail avec un exemplaire personnel à son nom.',
    buyerButton: 'Distribuer les exemplaires',
    copiesRow: 'Exemplaires',
    member: {
      subject: (title) => `Votre exemplaire personnel de ${title}`,
      preheader: 'Un exemplaire personnel du manuel, à votre nom.',
      intro: (giver, title, orderId) =>
        `${giver} vous a offert un exemplaire personnel de «\u00a0${title}\u00a0» (commande ${orderId}).`,
      validity: (until, downloads) =>
        `Votre lien est valable jusqu’au ${until} et pour ${downloads} téléchargements.`,
      personal:
        'Votre exemplaire porte votre nom et le numéro de commande sur chaque page\u00a0: merci de le garder pour vous.',
      replaced:
        'Un lien précédent pour cet exemplaire ne fonctionne plus\u00a0: utilisez uniquement le lien de cet e-mail.',
    },
  },
};
