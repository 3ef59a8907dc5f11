import type { TeamSeatProblem } from '../../shared/api/team';
import type { Lang } from '../../shared/languages';

/**
 * The team page's texts (decision 100), in the buyer's language. Plain strings with {n}, {date},
 * {list} and {email} placeholders: the loader hands the page only its own language's texts.
 */
export interface TeamPageCopy {
  documentTitle: string;
  title: string;
  intro: string;
  introMore: string;
  orderLabel: string;
  productLabel: string;
  copiesLabel: string;
  freeLabel: string;
  /** "Copy {n}": each row's heading. */
  copyHeading: string;
  nameLabel: string;
  emailLabel: string;
  emailPlaceholder: string;
  languageLabel: string;
  statusLabel: string;
  /** Completes each field's accessible name: "E-mail address, copy 3". */
  forCopy: string;
  status: {
    free: string;
    sent: string;
    opened: string;
    sentOn: string;
    sendsLeftOne: string;
    sendsLeftMany: string;
    sendsNone: string;
    used: string;
  };
  submit: string;
  submitting: string;
  savedTitle: string;
  sentOne: string;
  sentMany: string;
  sentNone: string;
  errorTitle: string;
  errorText: string;
  /** Between a copy and its problem in the list of refusals: ": ". */
  separator: string;
  problems: Record<TeamSeatProblem, string>;
  closedTitle: string;
  closedText: string;
  invalidTitle: string;
  invalidText: string;
  questions: string;
  backToHome: string;
  /** The languages of a member's e-mail, named in the page's language. */
  languages: Record<Lang, string>;
}

export const TEAM_PAGE: Record<Lang, TeamPageCopy> = {
  en: {
    documentTitle: 'Your team’s copies',
    title: 'Your team’s copies',
    intro:
      'Give each copy to one person on your team: their name, their e-mail address and the language of their e-mail. Each member gets a download link of their own and a copy with their name on every page.',
    introMore:
      'Fill in as many rows as you like now and the rest later: empty rows stay free. A copy nobody has opened yet can go to someone else: the new person gets a fresh link and the old one stops working.',
    orderLabel: 'Order',
    productLabel: 'Product',
    copiesLabel: 'Copies',
    freeLabel: 'Still free',
    copyHeading: 'Copy {n}',
    nameLabel: 'Name',
    emailLabel: 'E-mail address',
    emailPlaceholder: 'name@example.com',
    languageLabel: 'E-mail language',
    statusLabel: 'Status',
    forCopy: ', copy {n}',
    status: {
      free: 'Free',
      sent: 'Sent',
      opened: 'Opened',
      sentOn: 'Sent on {date}',
      sendsLeftOne: 'Can be sent 1 more time',
      sendsLeftMany: 'Can be sent {n} more times',
      sendsNone: 'Sent 3 times: can no longer be changed',
      used: 'Opened by its member: this copy stays theirs.',
    },
    submit: 'Save and send',
    submitting: 'Sending…',
    savedTitle: 'Saved.',
    sentOne: 'The e-mail for copy {list} is on its way.',
    sentMany: 'The e-mails for copies {list} are on their way.',
    sentNone: 'Nothing had changed, so no e-mail was sent.',
    errorTitle: 'Nothing was saved or sent.',
    errorText: 'Please check the marked copies and save again.',
    separator: ': ',
    problems: {
      emailInvalid: 'Please enter a valid e-mail address.',
      emailRequired: 'This copy has already been given out: it needs an e-mail address.',
      languageInvalid: 'Please choose one of the five languages.',
      duplicateEmail: 'This address already has a copy in this order.',
      used: 'Its member has already opened this copy: it stays theirs and can’t be changed.',
      tooManySends: 'This copy has already been sent 3 times: it can’t be sent again.',
      noSuchCopy: 'This order has no such copy.',
    },
    closedTitle: 'This order was refunded',
    closedText: 'The copies of this order no longer work and can no longer be given out.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'Please use the team link from your order e-mail exactly as it arrived. If it still doesn’t work, write to us at {email}.',
    questions: 'Questions? Write to us at {email}.',
    backToHome: 'Back to homepage',
    languages: { en: 'English', it: 'Italian', de: 'German', es: 'Spanish', fr: 'French' },
  },
  it: {
    documentTitle: 'Le copie del tuo team',
    title: 'Le copie del tuo team',
    intro:
      'Assegna ogni copia a una persona del tuo team: nome, indirizzo e-mail e lingua dell’e-mail. Ognuno riceve il proprio link di download e una copia con il suo nome su ogni pagina.',
    introMore:
      'Compila ora le righe che vuoi e le altre più avanti: le righe vuote restano libere. Finché nessuno l’ha aperta, una copia può passare a un’altra persona: lei riceve un link nuovo e quello vecchio smette di funzionare.',
    orderLabel: 'Ordine',
    productLabel: 'Prodotto',
    copiesLabel: 'Copie',
    freeLabel: 'Ancora libere',
    copyHeading: 'Copia {n}',
    nameLabel: 'Nome',
    emailLabel: 'Indirizzo e-mail',
    emailPlaceholder: 'nome@esempio.it',
    languageLabel: 'Lingua dell’e-mail',
    statusLabel: 'Stato',
    forCopy: ', copia {n}',
    status: {
      free: 'Libera',
      sent: 'Inviata',
      opened: 'Aperta',
      sentOn: 'Inviata il {date}',
      sendsLeftOne: 'Puoi inviarla ancora 1 volta',
      sendsLeftMany: 'Puoi inviarla ancora {n} volte',
      sendsNone: 'Inviata 3 volte: non si può più cambiare',
      used: 'Aperta da chi l’ha ricevuta: ora è sua.',
    },
    submit: 'Salva e invia',
    submitting: 'Invio in corso…',
    savedTitle: 'Salvato.',
    sentOne: 'L’e-mail per la copia {list} è in arrivo.',
    sentMany: 'Le e-mail per le copie {list} sono in arrivo.',
    sentNone: 'Non era cambiato nulla: nessuna e-mail inviata.',
    errorTitle: 'Non è stato salvato né inviato nulla.',
    errorText: 'Controlla le copie segnate e salva di nuovo.',
    separator: ': ',
    problems: {
      emailInvalid: 'Inserisci un indirizzo e-mail valido.',
      emailRequired: 'Questa copia è già assegnata: serve un indirizzo e-mail.',
      languageInvalid: 'Scegli una delle cinque lingue.',
      duplicateEmail: 'Questo indirizzo ha già una copia in questo ordine.',
      used: 'Questa copia è già stata aperta: resta a chi l’ha ricevuta e non si può cambiare.',
      tooManySends: 'Questa copia è già stata inviata 3 volte: non si può inviare di nuovo.',
      noSuchCopy: 'Questa copia non esiste in questo ordine.',
    },
    closedTitle: 'Questo ordine è stato rimborsato',
    closedText: 'Le copie di questo ordine non funzionano più e non si possono più assegnare.',
    invalidTitle: 'Questo link non è valido',
    invalidText:
      'Usa il link del team che trovi nell’e-mail dell’ordine, così come è arrivato. Se ancora non funziona, scrivici a {email}.',
    questions: 'Domande? Scrivici a {email}.',
    backToHome: 'Torna alla homepage',
    languages: { en: 'Inglese', it: 'Italiano', de: 'Tedesco', es: 'Spagnolo', fr: 'Francese' },
  },
  de: {
    documentTitle: 'Die Exemplare Ihres Teams',
    title: 'Die Exemplare Ihres Teams',
    intro:
      'Vergeben Sie jedes Exemplar an eine Person aus Ihrem Team: Name, E-Mail-Adresse und die Sprache ihrer E-Mail. Jedes Teammitglied erhält einen eigenen Download-Link und ein Exemplar mit seinem Namen auf jeder Seite.',
    introMore:
      'Füllen Sie jetzt so viele Zeilen aus, wie Sie möchten, und den Rest später: Leere Zeilen bleiben frei. Solange niemand ein Exemplar geöffnet hat, können Sie es neu vergeben: Die neue Person erhält einen neuen Link, der alte funktioniert dann nicht mehr.',
    orderLabel: 'Bestellung',
    productLabel: 'Produkt',
    copiesLabel: 'Exemplare',
    freeLabel: 'Noch frei',
    copyHeading: 'Exemplar {n}',
    nameLabel: 'Name',
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.de',
    languageLabel: 'Sprache der E-Mail',
    statusLabel: 'Status',
    forCopy: ', Exemplar {n}',
    status: {
      free: 'Frei',
      sent: 'Gesendet',
      opened: 'Geöffnet',
      sentOn: 'Gesendet am {date}',
      sendsLeftOne: 'Kann noch einmal gesendet werden',
      sendsLeftMany: 'Kann noch {n}-mal gesendet werden',
      sendsNone: 'Dreimal gesendet: nicht mehr änderbar',
      used: 'Vom Teammitglied geöffnet: Das Exemplar bleibt bei dieser Person.',
    },
    submit: 'Speichern und senden',
    submitting: 'Wird gesendet …',
    savedTitle: 'Gespeichert.',
    sentOne: 'Die E-Mail für Exemplar {list} ist unterwegs.',
    sentMany: 'Die E-Mails für die Exemplare {list} sind unterwegs.',
    sentNone: 'Es hatte sich nichts geändert, daher wurde keine E-Mail gesendet.',
    errorTitle: 'Es wurde nichts gespeichert oder gesendet.',
    errorText: 'Bitte prüfen Sie die markierten Exemplare und speichern Sie erneut.',
    separator: ': ',
    problems: {
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      emailRequired: 'Dieses Exemplar ist bereits vergeben: Es braucht eine E-Mail-Adresse.',
      languageInvalid: 'Bitte wählen Sie eine der fünf Sprachen.',
      duplicateEmail: 'Diese Adresse hat in dieser Bestellung bereits ein Exemplar.',
      used: 'Dieses Exemplar wurde bereits geöffnet: Es bleibt bei dieser Person und kann nicht geändert werden.',
      tooManySends:
        'Dieses Exemplar wurde bereits dreimal gesendet: Es kann nicht erneut gesendet werden.',
      noSuchCopy: 'Dieses Exemplar gibt es in dieser Bestellung nicht.',
    },
    closedTitle: 'Diese Bestellung wurde erstattet',
    closedText:
      'Die Exemplare dieser Bestellung funktionieren nicht mehr und können nicht mehr vergeben werden.',
    invalidTitle: 'Dieser Link ist nicht gültig',
    invalidText:
      'Bitte verwenden Sie den Team-Link aus Ihrer Bestell-E-Mail genau so, wie er angekommen ist. Funktioniert er weiterhin nicht, schreiben Sie uns an {email}.',
    questions: 'Fragen? Schreiben Sie uns an {email}.',
    backToHome: 'Zurück zur Startseite',
    languages: {
      en: 'Englisch',
      it: 'Italienisch',
      de: 'Deutsch',
      es: 'Spanisch',
      fr: 'Französisch',
    },
  },
  es: {
    documentTitle: 'Los ejemplares de tu equipo',
    title: 'Los ejemplares de tu equipo',
    intro:
      'Asigna cada ejemplar a una persona de tu equipo: su nombre, su email y el idioma de su email. Cada miembro recibe su propio enlace de descarga y un ejemplar con su nombre en cada página.',
    introMore:
      'Rellena ahora las filas que quieras y el resto más adelante: las filas vacías quedan libres. Mientras nadie lo haya abierto, un ejemplar puede pasar a otra persona: recibe un enlace nuevo y el anterior deja de funcionar.',
    orderLabel: 'Pedido',
    productLabel: 'Producto',
    copiesLabel: 'Ejemplares',
    freeLabel: 'Aún libres',
    copyHeading: 'Ejemplar {n}',
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.es',
    languageLabel: 'Idioma del email',
    statusLabel: 'Estado',
    forCopy: ', ejemplar {n}',
    status: {
      free: 'Libre',
      sent: 'Enviado',
      opened: 'Abierto',
      sentOn: 'Enviado el {date}',
      sendsLeftOne: 'Se puede enviar 1 vez más',
      sendsLeftMany: 'Se puede enviar {n} veces más',
      sendsNone: 'Enviado 3 veces: ya no se puede cambiar',
      used: 'Abierto por quien lo recibió: este ejemplar es suyo.',
    },
    submit: 'Guardar y enviar',
    submitting: 'Enviando…',
    savedTitle: 'Guardado.',
    sentOne: 'El email del ejemplar {list} está en camino.',
    sentMany: 'Los emails de los ejemplares {list} están en camino.',
    sentNone: 'No había cambiado nada, así que no se ha enviado ningún email.',
    errorTitle: 'No se ha guardado ni enviado nada.',
    errorText: 'Revisa los ejemplares marcados y vuelve a guardar.',
    separator: ': ',
    problems: {
      emailInvalid: 'Introduce un email válido.',
      emailRequired: 'Este ejemplar ya está asignado: necesita un email.',
      languageInvalid: 'Elige uno de los cinco idiomas.',
      duplicateEmail: 'Esta dirección ya tiene un ejemplar en este pedido.',
      used: 'Este ejemplar ya se ha abierto: sigue siendo de quien lo recibió y no se puede cambiar.',
      tooManySends: 'Este ejemplar ya se ha enviado 3 veces: no se puede volver a enviar.',
      noSuchCopy: 'Este pedido no tiene ese ejemplar.',
    },
    closedTitle: 'Este pedido se ha reembolsado',
    closedText: 'Los ejemplares de este pedido ya no funcionan y ya no se pueden asignar.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'Usa el enlace del equipo de tu email del pedido tal como llegó. Si sigue sin funcionar, escríbenos a {email}.',
    questions: '¿Dudas? Escríbenos a {email}.',
    backToHome: 'Volver a la página principal',
    languages: { en: 'Inglés', it: 'Italiano', de: 'Alemán', es: 'Español', fr: 'Francés' },
  },
  fr: {
    documentTitle: 'Les exemplaires de votre équipe',
    title: 'Les exemplaires de votre équipe',
    intro:
      'Attribuez chaque exemplaire à une personne de votre équipe\u00a0: son nom, son adresse e-mail et la langue de son e-mail. Chaque membre reçoit son propre lien de téléchargement et un exemplaire à son nom sur chaque page.',
    introMore:
      'Remplissez maintenant autant de lignes que vous le souhaitez, et les autres plus tard\u00a0: les lignes vides restent libres. Tant que personne ne l’a ouvert, un exemplaire peut passer à une autre personne\u00a0: elle reçoit un nouveau lien et l’ancien cesse de fonctionner.',
    orderLabel: 'Commande',
    productLabel: 'Produit',
    copiesLabel: 'Exemplaires',
    freeLabel: 'Encore libres',
    copyHeading: 'Exemplaire {n}',
    nameLabel: 'Nom',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'nom@exemple.fr',
    languageLabel: 'Langue de l’e-mail',
    statusLabel: 'Statut',
    forCopy: ', exemplaire {n}',
    status: {
      free: 'Libre',
      sent: 'Envoyé',
      opened: 'Ouvert',
      sentOn: 'Envoyé le {date}',
      sendsLeftOne: 'Peut encore être envoyé 1\u00a0fois',
      sendsLeftMany: 'Peut encore être envoyé {n}\u00a0fois',
      sendsNone: 'Envoyé 3\u00a0fois\u00a0: ne peut plus être modifié',
      used: 'Ouvert par son destinataire\u00a0: cet exemplaire lui reste.',
    },
    submit: 'Enregistrer et envoyer',
    submitting: 'Envoi en cours…',
    savedTitle: 'Enregistré.',
    sentOne: 'L’e-mail de l’exemplaire {list} est en route.',
    sentMany: 'Les e-mails des exemplaires {list} sont en route.',
    sentNone: 'Rien n’avait changé\u00a0: aucun e-mail n’a été envoyé.',
    errorTitle: 'Rien n’a été enregistré ni envoyé.',
    errorText: 'Veuillez vérifier les exemplaires signalés et enregistrer à nouveau.',
    separator: '\u00a0: ',
    problems: {
      emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
      emailRequired: 'Cet exemplaire est déjà attribué\u00a0: il lui faut une adresse e-mail.',
      languageInvalid: 'Veuillez choisir l’une des cinq langues.',
      duplicateEmail: 'Cette adresse a déjà un exemplaire dans cette commande.',
      used: 'Cet exemplaire a déjà été ouvert\u00a0: il reste à son destinataire et ne peut plus être modifié.',
      tooManySends:
        'Cet exemplaire a déjà été envoyé 3\u00a0fois\u00a0: il ne peut plus être renvoyé.',
      noSuchCopy: 'Cette commande ne comporte pas cet exemplaire.',
    },
    closedTitle: 'Cette commande a été remboursée',
    closedText:
      'Les exemplaires de cette commande ne fonctionnent plus et ne peuvent plus être attribués.',
    invalidTitle: 'Ce lien n’est pas valable',
    invalidText:
      'Utilisez le lien d’équipe de votre e-mail de commande tel qu’il vous est parvenu. S’il ne fonctionne toujours pas, écrivez-nous à {email}.',
    questions: 'Une question\u00a0? Écrivez-nous à {email}.',
    backToHome: 'Retour à la page d’accueil',
    languages: { en: 'Anglais', it: 'Italien', de: 'Allemand', es: 'Espagnol', fr: 'Français' },
  },
};
