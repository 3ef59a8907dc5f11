import { DELIVERY_CONSENT_REQUIRED } from '../../shared/delivery-consent';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import type { ServerCopy } from './types';

export const it: ServerCopy = {
  delivery: {
    delivery: {
      subject: (title) => `La tua copia di ${title} è pronta`,
      preheader: 'Il tuo link di download personale e il tuo bonus per l’academy.',
      preheaderPlain: 'Il tuo link di download personale per l’e-book.',
      greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
      intro: (title) =>
        `Grazie per il tuo acquisto. La tua copia di «${title}» è pronta per il download.`,
      button: 'Scarica il tuo e-book (PDF)',
      fallback: 'Se il pulsante non funziona, copia questo link nel browser:',
      validity: (days, downloads, until) =>
        `Questo link personale è valido per ${days} giorni (fino al ${until}) e per ${downloads} download.`,
      stamp: 'La tua copia è personalizzata con il tuo indirizzo e-mail su ogni pagina.',
      pages:
        '90 pagine · PDF · i framework O.A.S.I., S.A.F.E. e L.A.R.A., script, KPI e checklist, e un piano d’azione di 90 giorni.',
      bonusTitle: 'Il tuo bonus',
      bonusText:
        'Come lettore hai diritto a uno sconto esclusivo sul corso della Restaurant Closer Academy.',
      bonusLink: 'Scopri l’academy',
      orderTitle: 'Il tuo ordine',
      orderNumber: 'Numero d’ordine',
      orderEdition: 'Edizione',
      orderDiscount: (code) => `Codice sconto ${code}`,
      orderAmount: 'Importo pagato',
      orderDate: 'Data',
      withdrawal:
        'Fino al primo download puoi ancora recedere da questo acquisto e ottenere il rimborso completo:',
      withdrawalNothingPaid:
        "Fino al primo download puoi ancora recedere da questo ordine; non hai pagato nulla, quindi non c'è nulla da rimborsare:",
      withdrawalLink: 'Recedi dall’acquisto',
      consentConfirmation:
        'Al momento dell’ordine hai espressamente acconsentito alla consegna immediata dell’e-book e hai preso atto che il diritto di recesso si estingue con l’inizio del download.',
      consentGiven: (at, text) =>
        `La tua dichiarazione al momento dell’ordine, il ${at}: «${text}»`,
      support: 'Domande? Rispondi semplicemente a questa e-mail: ti aiutiamo volentieri.',
      signOff: 'Buona lettura e buon servizio!',
      free: {
        subject: (title) => `Un regalo per te: «${title}»`,
        preheader: 'Il tuo link di download personale: una copia in omaggio per te.',
        intro: (title, seller) =>
          `${seller} ti regala una copia di «${title}»: per te è gratuita. È già pronta per il download.`,
        orderTitle: 'La tua copia',
      },
    },
    resendMail: {
      subject: 'Il tuo link di download per Restaurant Closer',
      subjectBlocked: 'Il tuo link di download per Restaurant Closer: ti aiutiamo noi',
      intro: 'Ci hai chiesto di inviarti di nuovo il link di download. Eccolo:',
      introBlocked:
        'Ci hai chiesto un nuovo link di download. Questa volta non possiamo rinnovarlo in automatico:',
      status: (until, left, limit) =>
        `Valido fino al ${until} · ancora ${left} download su ${limit}`,
      usedUp: (support) =>
        `Non puoi rinnovare di nuovo questo link da solo: negli ultimi 30 giorni è già stato rinnovato tre volte. Scrivi a ${support} (o rispondi semplicemente a questa e-mail) e te ne invieremo uno nuovo.`,
      button: 'Scarica (PDF)',
      notYou: 'Se non hai richiesto questa e-mail, puoi semplicemente ignorarla.',
    },
    footer: {
      vatLabel: 'P. IVA',
      taxNumberLabel: 'Cod. fiscale',
      reason: (site) => `Ricevi questa e-mail perché hai acquistato l’e-book su ${site}.`,
      reasonFree: (site) =>
        `Ricevi questa e-mail perché ti è stata regalata una copia dell’e-book di ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Questo link di download non è valido',
          text: 'Il link potrebbe essere incompleto o copiato male. Copialo di nuovo dalla tua e-mail oppure richiedi un nuovo link qui sotto.',
        },
        expired: {
          title: 'Questo link di download è scaduto',
          text: 'Per la tua sicurezza i link di download valgono per un periodo limitato. Inserisci il tuo indirizzo e-mail e ti invieremo un link nuovo.',
        },
        'used-up': {
          title: 'Hai esaurito i download di questo link',
          text: 'Questo link ha raggiunto il numero massimo di download. Inserisci il tuo indirizzo e-mail per ricevere di nuovo i tuoi link, oppure scrivici e ti aiuteremo.',
        },
        refunded: {
          title: 'Questo acquisto è stato rimborsato',
          text: 'Abbiamo rimborsato questo acquisto, quindi il suo link di download non funziona più. Se pensi che si tratti di un errore, o vuoi acquistare di nuovo l’e-book, scrivici: ti aiutiamo volentieri.',
        },
        withdrawn: {
          title: 'Hai esercitato il recesso da questo acquisto',
          text: 'Per questo acquisto è stato esercitato il recesso ed è stato rimborsato, quindi il suo link di download non funziona più. Se pensi che si tratti di un errore, scrivici: ti aiutiamo volentieri.',
        },
        replaced: {
          title: 'Questo link è stato sostituito',
          text: 'Abbiamo creato un nuovo link per questo acquisto e l’abbiamo inviato all’indirizzo e-mail con cui è stato effettuato. Questo link precedente non funziona più: usa quello della nostra e-mail più recente.',
        },
      },
      formTitle: 'Ricevi un nuovo link via e-mail',
      formText: 'Inserisci l’indirizzo e-mail che hai usato per l’acquisto.',
      emailLabel: 'Indirizzo e-mail',
      button: 'Inviami il link',
      sentTitle: 'Controlla la tua casella di posta',
      contact: 'Serve aiuto? Scrivi a',
      home: 'Torna alla homepage',
      ready: {
        title: 'Il tuo download è pronto',
        text: 'Fai clic sul pulsante per scaricare la tua copia personale.',
        button: 'Scarica il PDF',
      },
      preparing: {
        title: 'Stiamo preparando la tua copia',
        text: "Stiamo inserendo il tuo indirizzo e-mail su ogni pagina della tua copia personale. Questa pagina si ricarica da sola tra pochi secondi e il download parte; l'attesa non consuma il tuo link.",
        button: 'Riprova ora',
      },
      unavailable: {
        title: 'Il download non è disponibile in questo momento',
        text: 'Non siamo riusciti a preparare il file. Riprova tra qualche minuto: il tuo link non è stato consumato.',
      },
    },
    api: {
      neutral:
        'Se questo indirizzo ha acquistato l’e-book, gli abbiamo appena inviato il link di download. Controlla anche la cartella spam.',
      emailRequired: 'Inserisci il tuo indirizzo email',
      invalidEmail: 'Inserisci un indirizzo email valido',
      tooMany: 'Troppe richieste. Attendi qualche minuto e riprova.',
    },
  },
  checkout: {
    invalidEmail: 'Inserisci un indirizzo email valido',
    termsRequired: 'Accetta le condizioni generali',
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.it,
    productUnavailable: 'Questo prodotto al momento non è disponibile.',
    invalidRequest: "Non è stato possibile leggere l'ordine. Ricarica la pagina e riprova.",
    sessionFailed: 'Errore nella creazione della sessione checkout',
    tooManyRequests: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    sessionIdMissing: 'Session ID non trovato',
    sessionUnknown: "Errore nel caricamento dei dettagli dell'acquisto",
    detailOtherBrowser: PURCHASE_ANSWERS.it.detailOtherBrowser,
    paymentFailed: PURCHASE_ANSWERS.it.paymentFailed,
    paymentExpired: PURCHASE_ANSWERS.it.paymentExpired,
    purchaseRefunded: PURCHASE_ANSWERS.it.purchaseRefunded,
    purchaseWithdrawn: PURCHASE_ANSWERS.it.purchaseWithdrawn,
    withdrawInvalid: 'Questo link di recesso non è valido.',
    withdrawLapsed:
      'Il diritto di recesso si è estinto con l’inizio del download, come indicato nelle condizioni generali.',
    withdrawReplaced:
      'Questo link di recesso è stato sostituito da uno più recente, che abbiamo inviato all’indirizzo e-mail dell’acquisto. Usa il link della nostra e-mail più recente.',
    withdrawRefunded:
      'Il venditore ha già rimborsato per intero questo ordine: non resta nulla da cui recedere. Non è cambiato nient’altro.',
    withdrawPartlyRefunded:
      'Il venditore ha già rimborsato una parte di questo ordine, quindi il recesso non può essere confermato online. Se vuoi recedere dal resto dell’ordine, scrivici.',
    withdrawBusiness:
      'Questo ordine è stato effettuato per un’azienda (con ragione sociale o partita IVA): il diritto di recesso dei consumatori non si applica. Non è cambiato nulla. Per domande sull’ordine, scrivici.',
    withdrawRefundFailed:
      'Al momento non è stato possibile eseguire il rimborso. Il tuo acquisto non è cambiato; siamo stati avvisati e ti contatteremo.',
    codeUnknown: 'Questo codice sconto non può essere utilizzato. Controlla come è scritto.',
    codeHoldsPerClient:
      'Dalla tua connessione internet ci sono già diversi ordini con codice sconto in attesa di pagamento. Completane o annullane uno, oppure riprova tra 15 minuti.',
    codeChecksPaused:
      'Negli ultimi minuti nel nostro negozio sono stati provati troppi codici sconto sconosciuti, quindi al momento i codici non possono essere verificati. Riprova tra qualche minuto oppure acquista senza codice.',
    codeExpired: 'Questo codice sconto è scaduto.',
    codeNotForEdition: 'Questo codice sconto non è valido per questa edizione.',
  },
  withdrawalMail: {
    subject: 'Recesso confermato – Restaurant Closer',
    greeting: 'Ciao,',
    body: (id, amount) =>
      `confermiamo il tuo recesso dall’ordine ${id}. L’intero importo di ${amount} ti viene rimborsato con il metodo di pagamento originale; a seconda della banca servono alcuni giorni. Il tuo link di download è stato disattivato.`,
    closing: 'Un caro saluto',
  },
  edition: {
    stamp: (email, orderId) => `Licenza d'uso per ${email} · Ordine ${orderId}`,
    fileName: 'Restaurant-Closer-Metodo-IT.pdf',
  },
};
