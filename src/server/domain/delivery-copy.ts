import type { Lang } from '../../shared/languages';

/**
 * Everything a buyer reads about their download, per language: the delivery e-mail, the
 * "resend my link" e-mail and answers, and the page an unusable link shows. One shape for all
 * five languages, so a missing text is a type error. German and French use the formal address.
 */
export type LinkProblem = 'invalid' | 'expired' | 'used-up' | 'revoked';

export interface DeliveryCopy {
  delivery: {
    subject: (title: string) => string;
    preheader: string;
    greeting: (name: string) => string;
    intro: (title: string) => string;
    button: string;
    fallback: string;
    validity: (days: number, downloads: number, until: string) => string;
    stamp: string;
    pages: string;
    bonusTitle: string;
    bonusText: string;
    bonusLink: string;
    orderTitle: string;
    orderNumber: string;
    orderEdition: string;
    orderAmount: string;
    orderDate: string;
    /** Confirms on a durable medium the consent given at checkout (immediate delivery, lapse of withdrawal). */
    consentConfirmation: string;
    withdrawal: string;
    withdrawalLink: string;
    support: string;
    signOff: string;
  };
  resendMail: {
    subject: string;
    intro: string;
    status: (until: string, left: number, limit: number) => string;
    usedUp: string;
    button: string;
    notYou: string;
  };
  footer: { vatLabel: string; reason: (site: string) => string };
  page: {
    problems: Record<LinkProblem, { title: string; text: string }>;
    formTitle: string;
    formText: string;
    emailLabel: string;
    button: string;
    sentTitle: string;
    contact: string;
    home: string;
    ready: { title: string; text: string; button: string };
    unavailable: { title: string; text: string };
  };
  api: { neutral: string; invalidEmail: string; tooMany: string };
}

export const DELIVERY_COPY: Record<Lang, DeliveryCopy> = {
  en: {
    delivery: {
      subject: (title) => `Your copy of ${title} is ready`,
      preheader: 'Your personal download link and your academy bonus.',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      intro: (title) =>
        `Thank you for your purchase. Your copy of “${title}” is ready to download.`,
      button: 'Download your e-book (PDF)',
      fallback: 'If the button does not work, copy this link into your browser:',
      validity: (days, downloads, until) =>
        `This personal link works for ${days} days (until ${until}) and for ${downloads} downloads.`,
      stamp: 'Your copy is personalised with your e-mail address on every page.',
      pages:
        '90 pages · PDF · the O.A.S.I., S.A.F.E. and L.A.R.A. frameworks, scripts, KPIs and checklists, and a 90-day action plan.',
      bonusTitle: 'Your bonus',
      bonusText:
        'As a reader you get an exclusive discount on the Restaurant Closer Academy course.',
      bonusLink: 'Discover the academy',
      orderTitle: 'Your order',
      orderNumber: 'Order number',
      orderEdition: 'Edition',
      orderAmount: 'Amount paid',
      orderDate: 'Date',
      withdrawal:
        'Until your first download you can still withdraw from this purchase and get a full refund:',
      withdrawalLink: 'Withdraw from the purchase',
      consentConfirmation:
        'When ordering you expressly agreed that we deliver the e-book immediately, and you acknowledged that your right of withdrawal lapses once the download begins.',
      support: 'Questions? Simply reply to this e-mail; we are happy to help.',
      signOff: 'Enjoy the read, and your next shift!',
    },
    resendMail: {
      subject: 'Your download link for Restaurant Closer',
      intro: 'You asked us to send your download link again. Here it is:',
      status: (until, left, limit) => `Valid until ${until} · ${left} of ${limit} downloads left`,
      usedUp:
        'All downloads of this link have been used. Reply to this e-mail and we will help you.',
      button: 'Download (PDF)',
      notYou: 'If you did not ask for this e-mail, you can safely ignore it.',
    },
    footer: {
      vatLabel: 'VAT ID',
      reason: (site) => `You are receiving this e-mail because you bought the e-book at ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'This download link is not valid',
          text: 'The link may be incomplete or mistyped. Copy it again from your e-mail, or request a fresh link below.',
        },
        expired: {
          title: 'This download link has expired',
          text: 'For your security, download links are valid for a limited time. Enter your e-mail address and we will send you a fresh link.',
        },
        'used-up': {
          title: 'This download link has been used up',
          text: 'This link has reached its download limit. Enter your e-mail address to receive your links again, or write to us and we will help you.',
        },
        revoked: {
          title: 'This download link is no longer active',
          text: 'This purchase has been refunded or withdrawn, so its download link has been deactivated. If you think this is a mistake, please contact us.',
        },
      },
      formTitle: 'Get a fresh link by e-mail',
      formText: 'Enter the e-mail address you used for your purchase.',
      emailLabel: 'E-mail address',
      button: 'Send my link',
      sentTitle: 'Check your inbox',
      contact: 'Need help? Write to',
      home: 'Back to the homepage',
      ready: {
        title: 'Your download is ready',
        text: 'Click the button to download your personal copy.',
        button: 'Download the PDF',
      },
      unavailable: {
        title: 'Your download is temporarily unavailable',
        text: 'We could not prepare your file just now. Please try again in a few minutes; your link has not been used up.',
      },
    },
    api: {
      neutral:
        'If this address has bought the e-book, we have just sent its download link there. Please also check your spam folder.',
      invalidEmail: 'Please enter a valid email address',
      tooMany: 'Too many requests. Please wait a few minutes and try again.',
    },
  },
  it: {
    delivery: {
      subject: (title) => `La tua copia di ${title} è pronta`,
      preheader: 'Il tuo link di download personale e il tuo bonus per l’academy.',
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
      orderAmount: 'Importo pagato',
      orderDate: 'Data',
      withdrawal:
        'Fino al primo download puoi ancora recedere da questo acquisto e ottenere il rimborso completo:',
      withdrawalLink: 'Recedi dall’acquisto',
      consentConfirmation:
        'Al momento dell’ordine hai espressamente acconsentito alla consegna immediata dell’e-book e hai preso atto che il diritto di recesso si estingue con l’inizio del download.',
      support: 'Domande? Rispondi semplicemente a questa e-mail: ti aiutiamo volentieri.',
      signOff: 'Buona lettura e buon servizio!',
    },
    resendMail: {
      subject: 'Il tuo link di download per Restaurant Closer',
      intro: 'Ci hai chiesto di inviarti di nuovo il link di download. Eccolo:',
      status: (until, left, limit) =>
        `Valido fino al ${until} · ancora ${left} download su ${limit}`,
      usedUp: 'I download di questo link sono esauriti. Rispondi a questa e-mail e ti aiuteremo.',
      button: 'Scarica (PDF)',
      notYou: 'Se non hai richiesto questa e-mail, puoi semplicemente ignorarla.',
    },
    footer: {
      vatLabel: 'P. IVA',
      reason: (site) => `Ricevi questa e-mail perché hai acquistato l’e-book su ${site}.`,
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
        revoked: {
          title: 'Questo link di download non è più attivo',
          text: 'Questo acquisto è stato rimborsato o annullato con il recesso, quindi il suo link di download è stato disattivato. Se pensi che si tratti di un errore, contattaci.',
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
      unavailable: {
        title: 'Il download non è disponibile in questo momento',
        text: 'Non siamo riusciti a preparare il file. Riprova tra qualche minuto: il tuo link non è stato consumato.',
      },
    },
    api: {
      neutral:
        'Se questo indirizzo ha acquistato l’e-book, gli abbiamo appena inviato il link di download. Controlla anche la cartella spam.',
      invalidEmail: 'Inserisci un indirizzo email valido',
      tooMany: 'Troppe richieste. Attendi qualche minuto e riprova.',
    },
  },
  de: {
    delivery: {
      subject: (title) => `Ihr E-Book „${title}“ ist bereit`,
      preheader: 'Ihr persönlicher Download-Link und Ihr Bonus für die Academy.',
      greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
      intro: (title) =>
        `vielen Dank für Ihren Kauf. Ihr Exemplar von „${title}“ steht zum Download bereit.`,
      button: 'E-Book herunterladen (PDF)',
      fallback:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      validity: (days, downloads, until) =>
        `Dieser persönliche Link gilt ${days} Tage (bis zum ${until}) und für ${downloads} Downloads.`,
      stamp: 'Ihr Exemplar ist auf jeder Seite mit Ihrer E-Mail-Adresse personalisiert.',
      pages:
        '90 Seiten · PDF · die Methoden O.A.S.I., S.A.F.E. und L.A.R.A., Gesprächsleitfäden, Kennzahlen und Checklisten sowie ein 90-Tage-Aktionsplan.',
      bonusTitle: 'Ihr Bonus',
      bonusText:
        'Als Leserin oder Leser erhalten Sie einen exklusiven Rabatt auf den Kurs der Restaurant Closer Academy.',
      bonusLink: 'Zur Academy',
      orderTitle: 'Ihre Bestellung',
      orderNumber: 'Bestellnummer',
      orderEdition: 'Ausgabe',
      orderAmount: 'Bezahlter Betrag',
      orderDate: 'Datum',
      withdrawal:
        'Bis zum ersten Download können Sie diesen Kauf noch widerrufen und erhalten den vollen Betrag zurück:',
      withdrawalLink: 'Kauf widerrufen',
      consentConfirmation:
        'Bei der Bestellung haben Sie ausdrücklich zugestimmt, dass wir das E-Book sofort bereitstellen, und bestätigt, dass Ihr Widerrufsrecht mit Beginn des Downloads erlischt.',
      support: 'Fragen? Antworten Sie einfach auf diese E-Mail – wir helfen Ihnen gern.',
      signOff: 'Viel Freude beim Lesen und viel Erfolg im Service!',
    },
    resendMail: {
      subject: 'Ihr Download-Link für Restaurant Closer',
      intro: 'Sie haben uns gebeten, Ihnen Ihren Download-Link erneut zu senden. Hier ist er:',
      status: (until, left, limit) => `Gültig bis ${until} · noch ${left} von ${limit} Downloads`,
      usedUp:
        'Alle Downloads dieses Links sind aufgebraucht. Antworten Sie auf diese E-Mail, und wir helfen Ihnen weiter.',
      button: 'Herunterladen (PDF)',
      notYou: 'Falls Sie diese E-Mail nicht angefordert haben, können Sie sie einfach ignorieren.',
    },
    footer: {
      vatLabel: 'USt-IdNr.',
      reason: (site) => `Sie erhalten diese E-Mail, weil Sie das E-Book auf ${site} gekauft haben.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Dieser Download-Link ist ungültig',
          text: 'Der Link ist möglicherweise unvollständig oder falsch kopiert. Kopieren Sie ihn erneut aus Ihrer E-Mail oder fordern Sie unten einen neuen Link an.',
        },
        expired: {
          title: 'Dieser Download-Link ist abgelaufen',
          text: 'Zu Ihrer Sicherheit sind Download-Links nur begrenzt gültig. Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen neuen Link.',
        },
        'used-up': {
          title: 'Die Downloads dieses Links sind aufgebraucht',
          text: 'Dieser Link hat die maximale Anzahl an Downloads erreicht. Geben Sie Ihre E-Mail-Adresse ein, um Ihre Links erneut zu erhalten, oder schreiben Sie uns – wir helfen Ihnen gern.',
        },
        revoked: {
          title: 'Dieser Download-Link ist nicht mehr aktiv',
          text: 'Dieser Kauf wurde erstattet oder widerrufen, daher wurde der Download-Link deaktiviert. Wenn Sie glauben, dass es sich um einen Irrtum handelt, kontaktieren Sie uns bitte.',
        },
      },
      formTitle: 'Neuen Link per E-Mail erhalten',
      formText: 'Geben Sie die E-Mail-Adresse ein, die Sie beim Kauf verwendet haben.',
      emailLabel: 'E-Mail-Adresse',
      button: 'Link senden',
      sentTitle: 'Bitte prüfen Sie Ihr Postfach',
      contact: 'Brauchen Sie Hilfe? Schreiben Sie an',
      home: 'Zurück zur Startseite',
      ready: {
        title: 'Ihr Download ist bereit',
        text: 'Klicken Sie auf die Schaltfläche, um Ihr persönliches Exemplar herunterzuladen.',
        button: 'PDF herunterladen',
      },
      unavailable: {
        title: 'Der Download ist vorübergehend nicht verfügbar',
        text: 'Wir konnten Ihre Datei gerade nicht vorbereiten. Bitte versuchen Sie es in einigen Minuten erneut; Ihr Link wurde dabei nicht verbraucht.',
      },
    },
    api: {
      neutral:
        'Falls mit dieser Adresse das E-Book gekauft wurde, haben wir soeben den Download-Link dorthin gesendet. Bitte prüfen Sie auch Ihren Spam-Ordner.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      tooMany: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    },
  },
  es: {
    delivery: {
      subject: (title) => `Tu ejemplar de ${title} está listo`,
      preheader: 'Tu enlace de descarga personal y tu bonus para la academia.',
      greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
      intro: (title) =>
        `Gracias por tu compra. Tu ejemplar de «${title}» ya está listo para descargar.`,
      button: 'Descarga tu e-book (PDF)',
      fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
      validity: (days, downloads, until) =>
        `Este enlace personal es válido durante ${days} días (hasta el ${until}) y para ${downloads} descargas.`,
      stamp: 'Tu ejemplar está personalizado con tu dirección de e-mail en cada página.',
      pages:
        '90 páginas · PDF · los métodos O.A.S.I., S.A.F.E. y L.A.R.A., guiones, KPI y checklists, y un plan de acción de 90 días.',
      bonusTitle: 'Tu bonus',
      bonusText:
        'Como lector, tienes un descuento exclusivo en el curso de la Restaurant Closer Academy.',
      bonusLink: 'Descubre la academia',
      orderTitle: 'Tu pedido',
      orderNumber: 'Número de pedido',
      orderEdition: 'Edición',
      orderAmount: 'Importe pagado',
      orderDate: 'Fecha',
      withdrawal:
        'Hasta tu primera descarga todavía puedes desistir de esta compra y recibir el reembolso completo:',
      withdrawalLink: 'Desistir de la compra',
      consentConfirmation:
        'Al hacer el pedido aceptaste expresamente la entrega inmediata del e-book y reconociste que tu derecho de desistimiento se extingue al comenzar la descarga.',
      support: '¿Tienes preguntas? Responde a este e-mail y te ayudaremos encantados.',
      signOff: '¡Disfruta de la lectura y de tu próximo servicio!',
    },
    resendMail: {
      subject: 'Tu enlace de descarga de Restaurant Closer',
      intro: 'Nos has pedido que te volvamos a enviar tu enlace de descarga. Aquí lo tienes:',
      status: (until, left, limit) =>
        `Válido hasta el ${until} · te quedan ${left} de ${limit} descargas`,
      usedUp:
        'Las descargas de este enlace se han agotado. Responde a este e-mail y te ayudaremos.',
      button: 'Descargar (PDF)',
      notYou: 'Si no has pedido este e-mail, puedes ignorarlo sin problema.',
    },
    footer: {
      vatLabel: 'NIF-IVA',
      reason: (site) => `Recibes este e-mail porque has comprado el e-book en ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Este enlace de descarga no es válido',
          text: 'Puede que el enlace esté incompleto o mal copiado. Cópialo de nuevo desde tu e-mail o solicita un enlace nuevo aquí abajo.',
        },
        expired: {
          title: 'Este enlace de descarga ha caducado',
          text: 'Por tu seguridad, los enlaces de descarga son válidos durante un tiempo limitado. Introduce tu dirección de e-mail y te enviaremos un enlace nuevo.',
        },
        'used-up': {
          title: 'Has agotado las descargas de este enlace',
          text: 'Este enlace ha alcanzado el número máximo de descargas. Introduce tu dirección de e-mail para recibir de nuevo tus enlaces, o escríbenos y te ayudaremos.',
        },
        revoked: {
          title: 'Este enlace de descarga ya no está activo',
          text: 'Esta compra se ha reembolsado o se ha desistido de ella, por lo que su enlace de descarga se ha desactivado. Si crees que es un error, ponte en contacto con nosotros.',
        },
      },
      formTitle: 'Recibe un enlace nuevo por e-mail',
      formText: 'Introduce la dirección de e-mail que usaste para la compra.',
      emailLabel: 'Dirección de e-mail',
      button: 'Enviarme el enlace',
      sentTitle: 'Revisa tu bandeja de entrada',
      contact: '¿Necesitas ayuda? Escribe a',
      home: 'Volver a la página de inicio',
      ready: {
        title: 'Tu descarga está lista',
        text: 'Haz clic en el botón para descargar tu ejemplar personal.',
        button: 'Descargar el PDF',
      },
      unavailable: {
        title: 'La descarga no está disponible en este momento',
        text: 'No hemos podido preparar tu archivo. Vuelve a intentarlo dentro de unos minutos; tu enlace no se ha gastado.',
      },
    },
    api: {
      neutral:
        'Si esta dirección ha comprado el e-book, le acabamos de enviar el enlace de descarga. Revisa también la carpeta de spam.',
      invalidEmail: 'Introduce un email válido',
      tooMany: 'Demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
    },
  },
  fr: {
    delivery: {
      subject: (title) => `Votre exemplaire de ${title} est prêt`,
      preheader: 'Votre lien de téléchargement personnel et votre bonus pour l’académie.',
      greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
      intro: (title) =>
        `Merci pour votre achat. Votre exemplaire de « ${title} » est prêt à être téléchargé.`,
      button: 'Télécharger votre e-book (PDF)',
      fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      validity: (days, downloads, until) =>
        `Ce lien personnel est valable ${days} jours (jusqu’au ${until}) et pour ${downloads} téléchargements.`,
      stamp: 'Votre exemplaire est personnalisé avec votre adresse e-mail sur chaque page.',
      pages:
        '90 pages · PDF · les méthodes O.A.S.I., S.A.F.E. et L.A.R.A., des scripts, des KPI et des checklists, et un plan d’action sur 90 jours.',
      bonusTitle: 'Votre bonus',
      bonusText:
        'En tant que lecteur, vous bénéficiez d’une remise exclusive sur la formation de la Restaurant Closer Academy.',
      bonusLink: 'Découvrir l’académie',
      orderTitle: 'Votre commande',
      orderNumber: 'Numéro de commande',
      orderEdition: 'Édition',
      orderAmount: 'Montant payé',
      orderDate: 'Date',
      withdrawal:
        'Jusqu’à votre premier téléchargement, vous pouvez encore vous rétracter de cet achat et être intégralement remboursé :',
      withdrawalLink: 'Exercer mon droit de rétractation',
      consentConfirmation:
        'Lors de votre commande, vous avez expressément accepté la livraison immédiate de l’e-book et reconnu que votre droit de rétractation prend fin dès le début du téléchargement.',
      support: 'Des questions ? Répondez simplement à cet e-mail, nous vous aiderons volontiers.',
      signOff: 'Bonne lecture et bon service !',
    },
    resendMail: {
      subject: 'Votre lien de téléchargement Restaurant Closer',
      intro: 'Vous nous avez demandé de vous renvoyer votre lien de téléchargement. Le voici :',
      status: (until, left, limit) =>
        `Valable jusqu’au ${until} · encore ${left} téléchargements sur ${limit}`,
      usedUp:
        'Tous les téléchargements de ce lien ont été utilisés. Répondez à cet e-mail et nous vous aiderons.',
      button: 'Télécharger (PDF)',
      notYou: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer.',
    },
    footer: {
      vatLabel: 'N° TVA',
      reason: (site) => `Vous recevez cet e-mail parce que vous avez acheté l’e-book sur ${site}.`,
    },
    page: {
      problems: {
        invalid: {
          title: 'Ce lien de téléchargement n’est pas valide',
          text: 'Le lien est peut-être incomplet ou mal copié. Copiez-le à nouveau depuis votre e-mail ou demandez un nouveau lien ci-dessous.',
        },
        expired: {
          title: 'Ce lien de téléchargement a expiré',
          text: 'Pour votre sécurité, les liens de téléchargement ont une durée de validité limitée. Saisissez votre adresse e-mail et nous vous enverrons un nouveau lien.',
        },
        'used-up': {
          title: 'Les téléchargements de ce lien sont épuisés',
          text: 'Ce lien a atteint le nombre maximal de téléchargements. Saisissez votre adresse e-mail pour recevoir à nouveau vos liens, ou écrivez-nous : nous vous aiderons.',
        },
        revoked: {
          title: 'Ce lien de téléchargement n’est plus actif',
          text: 'Cet achat a été remboursé ou a fait l’objet d’une rétractation ; son lien de téléchargement a donc été désactivé. Si vous pensez qu’il s’agit d’une erreur, contactez-nous.',
        },
      },
      formTitle: 'Recevoir un nouveau lien par e-mail',
      formText: 'Saisissez l’adresse e-mail utilisée lors de votre achat.',
      emailLabel: 'Adresse e-mail',
      button: 'Envoyer mon lien',
      sentTitle: 'Consultez votre boîte de réception',
      contact: 'Besoin d’aide ? Écrivez à',
      home: 'Retour à l’accueil',
      ready: {
        title: 'Votre téléchargement est prêt',
        text: 'Cliquez sur le bouton pour télécharger votre exemplaire personnel.',
        button: 'Télécharger le PDF',
      },
      unavailable: {
        title: 'Le téléchargement est momentanément indisponible',
        text: 'Nous n’avons pas pu préparer votre fichier. Veuillez réessayer dans quelques minutes ; votre lien n’a pas été décompté.',
      },
    },
    api: {
      neutral:
        'Si cette adresse a acheté l’e-book, nous venons de lui envoyer le lien de téléchargement. Pensez à vérifier aussi vos courriers indésirables.',
      invalidEmail: 'Veuillez entrer une adresse email valide',
      tooMany: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.',
    },
  },
};

/**
 * The seller's copy of each sale. In German, like the admin area it belongs to (decision D10).
 */
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
