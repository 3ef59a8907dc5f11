import { DELIVERY_CONSENT_REQUIRED } from '../../shared/delivery-consent';
import { PURCHASE_ANSWERS } from '../../shared/purchase-answers';
import type { ServerCopy } from './types';
import { germanQuote } from '../../shared/german-quote';

export const de: ServerCopy = {
  delivery: {
    delivery: {
      subject: (title) => `Ihr E-Book „${title}“ ist bereit`,
      preheader: 'Ihr persönlicher Download-Link und Ihr Bonus für die Academy.',
      preheaderPlain: 'Ihr persönlicher Download-Link für das E-Book.',
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
      orderDiscount: (code) => `Rabattcode ${code}`,
      orderAmount: 'Bezahlter Betrag',
      orderDate: 'Datum',
      withdrawal:
        'Bis zum ersten Download können Sie diesen Kauf noch widerrufen und erhalten den vollen Betrag zurück:',
      withdrawalNothingPaid:
        'Bis zum ersten Download können Sie diese Bestellung noch widerrufen; Sie haben nichts bezahlt, es gibt also nichts zu erstatten:',
      withdrawalLink: 'Kauf widerrufen',
      consentConfirmation:
        'Bei der Bestellung haben Sie ausdrücklich zugestimmt, dass wir das E-Book sofort bereitstellen, und bestätigt, dass Ihr Widerrufsrecht mit Beginn des Downloads erlischt.',
      consentGiven: (at, text) =>
        `Ihre Erklärung bei der Bestellung am ${at}: ${germanQuote(text)}`,
      support: 'Fragen? Antworten Sie einfach auf diese E-Mail – wir helfen Ihnen gern.',
      signOff: 'Viel Freude beim Lesen und viel Erfolg im Service!',
      free: {
        subject: (title) => `Ein Geschenk für Sie: „${title}“`,
        preheader: 'Ihr persönlicher Download-Link – ein Gratisexemplar für Sie.',
        intro: (title, seller) =>
          `${seller} schenkt Ihnen ein Exemplar von „${title}“; für Sie ist es kostenlos. Es steht ab sofort zum Download bereit.`,
        orderTitle: 'Ihr Exemplar',
      },
    },
    resendMail: {
      subject: 'Ihr Download-Link für Restaurant Closer',
      subjectBlocked: 'Zu Ihrem Download-Link für Restaurant Closer',
      intro: 'Sie haben uns gebeten, Ihnen Ihren Download-Link erneut zu senden. Hier ist er:',
      introBlocked:
        'Sie haben uns um einen neuen Download-Link gebeten. Diesmal können wir ihn nicht automatisch erneuern:',
      status: (until, left, limit) => `Gültig bis ${until} · noch ${left} von ${limit} Downloads`,
      usedUp: (support) =>
        `Diesen Link können Sie nicht noch einmal selbst erneuern: Er wurde in den letzten 30 Tagen bereits dreimal erneuert. Schreiben Sie an ${support} (oder antworten Sie einfach auf diese E-Mail), und wir senden Ihnen einen neuen Link.`,
      button: 'Herunterladen (PDF)',
      notYou: 'Falls Sie diese E-Mail nicht angefordert haben, können Sie sie einfach ignorieren.',
    },
    footer: {
      vatLabel: 'USt-IdNr.',
      taxNumberLabel: 'Steuernummer',
      reason: (site) => `Sie erhalten diese E-Mail, weil Sie das E-Book auf ${site} gekauft haben.`,
      reasonFree: (site) =>
        `Sie erhalten diese E-Mail, weil Ihnen ein Gratisexemplar des E-Books von ${site} geschenkt wurde.`,
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
        refunded: {
          title: 'Dieser Kauf wurde erstattet',
          text: 'Wir haben diesen Kauf erstattet, daher funktioniert sein Download-Link nicht mehr. Wenn Sie glauben, dass es sich um einen Irrtum handelt, oder das E-Book erneut erwerben möchten, schreiben Sie uns – wir helfen Ihnen gern.',
        },
        withdrawn: {
          title: 'Sie haben diesen Kauf widerrufen',
          text: 'Dieser Kauf wurde widerrufen und erstattet, daher funktioniert sein Download-Link nicht mehr. Wenn Sie glauben, dass es sich um einen Irrtum handelt, schreiben Sie uns – wir helfen Ihnen gern.',
        },
        replaced: {
          title: 'Dieser Link wurde ersetzt',
          text: 'Wir haben für diesen Kauf einen neuen Link erstellt und an die E-Mail-Adresse gesendet, mit der gekauft wurde. Dieser frühere Link funktioniert nicht mehr: Bitte verwenden Sie den Link aus unserer neuesten E-Mail.',
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
      preparing: {
        title: 'Ihr Exemplar wird vorbereitet',
        text: 'Wir setzen gerade Ihre E-Mail-Adresse auf jede Seite Ihres persönlichen Exemplars. Diese Seite lädt sich in wenigen Sekunden von selbst neu und der Download beginnt; Ihr Link wird durch das Warten nicht verbraucht.',
        button: 'Jetzt erneut versuchen',
      },
      unavailable: {
        title: 'Der Download ist vorübergehend nicht verfügbar',
        text: 'Wir konnten Ihre Datei gerade nicht vorbereiten. Bitte versuchen Sie es in einigen Minuten erneut; Ihr Link wurde dabei nicht verbraucht.',
      },
    },
    api: {
      neutral:
        'Falls mit dieser Adresse das E-Book gekauft wurde, haben wir soeben den Download-Link dorthin gesendet. Bitte prüfen Sie auch Ihren Spam-Ordner.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      tooMany: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    },
  },
  checkout: {
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    termsRequired: 'Bitte akzeptieren Sie die AGB',
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.de,
    productUnavailable: 'Dieses Produkt ist derzeit nicht verfügbar.',
    invalidRequest:
      'Die Bestellung konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    sessionFailed: 'Beim Bezahlvorgang ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    tooManyRequests:
      'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    sessionIdMissing: 'Sitzungs-ID nicht gefunden',
    sessionUnknown: 'Fehler beim Laden der Kaufdetails',
    detailOtherBrowser: PURCHASE_ANSWERS.de.detailOtherBrowser,
    paymentFailed: PURCHASE_ANSWERS.de.paymentFailed,
    paymentExpired: PURCHASE_ANSWERS.de.paymentExpired,
    purchaseRefunded: PURCHASE_ANSWERS.de.purchaseRefunded,
    purchaseWithdrawn: PURCHASE_ANSWERS.de.purchaseWithdrawn,
    withdrawInvalid: 'Dieser Widerrufslink ist nicht gültig.',
    withdrawLapsed:
      'Das Widerrufsrecht ist mit Beginn des Downloads erloschen, wie in den AGB beschrieben.',
    withdrawReplaced:
      'Dieser Widerrufslink wurde durch einen neueren ersetzt, den wir an die E-Mail-Adresse des Kaufs gesendet haben. Bitte verwenden Sie den Link aus unserer neuesten E-Mail.',
    withdrawRefunded:
      'Der Verkäufer hat diese Bestellung bereits vollständig erstattet; es gibt nichts mehr zu widerrufen. Sonst hat sich nichts geändert.',
    withdrawPartlyRefunded:
      'Der Verkäufer hat einen Teil dieser Bestellung bereits erstattet, daher kann der Widerruf nicht online bestätigt werden. Wenn Sie den Rest der Bestellung widerrufen möchten, schreiben Sie uns bitte.',
    withdrawBusiness:
      'Diese Bestellung wurde für ein Unternehmen aufgegeben (mit Firmenname oder USt-IdNr.); das Widerrufsrecht für Verbraucher gilt für sie nicht. Es hat sich nichts geändert. Bei Fragen zu Ihrer Bestellung schreiben Sie uns bitte.',
    withdrawRefundFailed:
      'Die Erstattung konnte gerade nicht ausgeführt werden. Ihr Kauf bleibt unverändert; wir wurden informiert und melden uns bei Ihnen.',
    codeUnknown:
      'Dieser Rabattcode kann nicht verwendet werden. Bitte prüfen Sie die Schreibweise.',
    codeHoldsPerClient:
      'Von Ihrer Internetverbindung aus warten bereits mehrere Bestellungen mit Rabattcode auf die Zahlung. Bitte schließen Sie eine davon ab oder brechen Sie sie ab, oder versuchen Sie es in 15 Minuten erneut.',
    codeChecksPaused:
      'In den letzten Minuten wurden in unserem Shop zu viele unbekannte Rabattcodes ausprobiert, deshalb können Codes gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut oder kaufen Sie ohne Code.',
    codeExpired: 'Dieser Rabattcode ist abgelaufen.',
    codeNotForEdition: 'Dieser Rabattcode gilt nicht für diese Ausgabe.',
  },
  withdrawalMail: {
    subject: 'Ihr Widerruf ist bestätigt – Restaurant Closer',
    greeting: 'Guten Tag,',
    body: (id, amount) =>
      `wir bestätigen Ihren Widerruf der Bestellung ${id}. Der volle Betrag von ${amount} wird auf Ihr ursprüngliches Zahlungsmittel erstattet; je nach Bank dauert das einige Tage. Ihr Download-Link wurde deaktiviert.`,
    closing: 'Mit freundlichen Grüßen',
  },
  edition: {
    stamp: (email, orderId) => `Lizenziert für ${email} · Bestellung ${orderId}`,
    fileName: 'Restaurant-Closer-Methode-DE.pdf',
  },
};
