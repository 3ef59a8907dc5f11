import { REMINDER_CONSENT_TEXT } from '../../../shared/reminder-consent';
import { DELIVERY_CONSENT_REQUIRED, DELIVERY_CONSENT_TEXT } from '../../../shared/delivery-consent';
import type { ShopCopy } from './types';

export const de: ShopCopy = {
  lang: 'de',
  titles: {
    checkout: 'Kasse',
    success: 'Vielen Dank für Ihren Kauf',
    cancel: 'Zahlung abgebrochen',
    error: 'Zahlungsfehler',
    thanks: 'Vielen Dank',
    withdraw: 'Vertrag widerrufen',
    unsubscribe: 'Abgemeldet',
  },
  checkout: {
    backToHome: 'Zurück zur Startseite',
    heading: 'Bestellung abschließen',
    intro: 'Zwei Schritte: Ihre E-Mail-Adresse und Ihre Zustimmung. Danach zahlen Sie sicher.',
    summaryTitle: 'Ihre Bestellung',
    coverAlt: 'Cover des E-Books Restaurant Closer',
    priceLabel: 'Gesamt',
    originalPriceLabel: 'statt',
    savings: 'Sie sparen {saving}',
    lowestPrice: 'Niedrigster Preis der letzten 30 Tage: {price}',
    discount: {
      toggle: 'Haben Sie einen Rabattcode?',
      label: 'Rabattcode',
      apply: 'Einlösen',
      applying: 'Wird geprüft…',
      remove: 'Entfernen',
      removeLabel: 'Rabattcode {code} entfernen',
      required: 'Bitte geben Sie Ihren Rabattcode ein.',
      listPrice: 'Preis',
      line: 'Rabatt ({code})',
      applied: 'Rabattcode {code} eingelöst: Sie zahlen {total}.',
      removed: 'Der Rabattcode wurde entfernt. Es gilt wieder der volle Preis.',
      failed: 'Wir konnten den Code gerade nicht prüfen. Bitte versuchen Sie es noch einmal.',
    },
    team: {
      legend: 'Für wen bestellen Sie?',
      one: 'Ein Exemplar für mich',
      team: 'Exemplare fürs Team',
      copiesLabel: 'Anzahl der Exemplare',
      copiesHint: '{min} bis {max} Exemplare: eine Zahlung, eine Rechnung.',
      fewer: 'Ein Exemplar weniger',
      more: 'Ein Exemplar mehr',
      unitPrice: 'Preis pro Exemplar',
      orderPrice: 'Preis für {copies} Exemplare',
      saving: 'Ab {min} Exemplaren −{percent}: Sie sparen {saving}',
      tiersTitle: 'Staffelpreise',
      tier: 'Ab {min} Exemplaren: −{percent} pro Exemplar',
      note: 'Nach der Zahlung erhalten Sie eine Teamseite. Dort vergeben Sie jedes Exemplar an ein Teammitglied, das sein eigenes, persönliches Exemplar mit seinem Namen auf jeder Seite erhält.',
      status: '{copies} Exemplare: insgesamt {total}',
    },
    vatNote: 'Einmalzahlung, inkl. MwSt.',
    deliveryFacts: ['E-Book als PDF', '90 Seiten', 'Sofort-Download'],
    formTitle: 'Ihre Angaben',
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.de',
    emailHint: 'An diese Adresse senden wir Ihren persönlichen Download-Link.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    termsRequired: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung',
    termsClick: 'Bitte akzeptieren Sie die AGB',
    terms: {
      before: 'Ich akzeptiere die ',
      termsLink: 'AGB',
      between: ' und die ',
      privacyLink: 'Datenschutzerklärung',
      after: '.',
    },
    deliveryConsent: DELIVERY_CONSENT_TEXT.de,
    deliveryConsentRequired: DELIVERY_CONSENT_REQUIRED.de,
    remindMe: REMINDER_CONSENT_TEXT.de,
    optional: 'optional',
    newTab: '(öffnet in einem neuen Tab)',
    buy: 'Zahlungspflichtig bestellen – {price}',
    processing: 'Wird verarbeitet...',
    genericError: 'Beim Bezahlvorgang ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    sessionError: 'Fehler beim Erstellen der Checkout-Sitzung',
    secureImageAlt: 'Sichere Zahlung: SSL-verschlüsselt, gängige Karten akzeptiert',
    secure: 'Ihre Zahlung ist durch SSL-Verschlüsselung geschützt.',
    buyFree: 'Jetzt kostenlos bestellen',
    freeNote:
      'Ihr Rabattcode deckt den vollen Preis: Es ist keine Zahlung nötig, Ihr Download folgt sofort.',
    redirectNote:
      'Zum Bezahlen leiten wir Sie auf die sichere Seite unseres Zahlungsanbieters weiter.',
  },
  success: {
    loading: 'Ihr Kauf wird geladen…',
    title: 'Vielen Dank für Ihren Kauf!',
    subtitle:
      'Ihr Exemplar von Restaurant Closer ist bereit. Laden Sie es jetzt herunter und legen Sie noch heute Abend los.',
    downloadButton: 'E-Book herunterladen (PDF)',
    downloading: 'Wird heruntergeladen…',
    downloadSuccess: 'Der Download wurde gestartet. Sehen Sie in Ihrem Download-Ordner nach.',
    emailNotice:
      'Den Download-Link haben wir Ihnen zusätzlich per E-Mail geschickt. Falls Sie ihn nicht finden, sehen Sie bitte im Spam-Ordner nach.',
    teamSubtitle:
      'Ihre Exemplare von Restaurant Closer sind bereit. Vergeben Sie sie jetzt an Ihr Team: Jedes Mitglied erhält sein eigenes.',
    teamButton: 'Ihre Teamseite öffnen',
    teamNote:
      'Ihre Bestellung umfasst {copies} Exemplare. Auf Ihrer Teamseite vergeben Sie jedes an ein Mitglied Ihres Teams, und jedes Mitglied erhält sein eigenes Exemplar per E-Mail. Den Link zur Teamseite haben wir Ihnen auch per E-Mail geschickt.',
    secureDownload: 'Sicherer Download',
    instantAccess: 'Sofortiger Zugriff',
    pages: 'Seiten',
    pdfFormat: 'PDF-Format',
    upsellTitle: 'Die Methode vertiefen: die Academy',
    upsellText:
      'Als Leserin oder Leser von Restaurant Closer erhalten Sie einen exklusiven Bonusrabatt auf den Academy-Kurs: die Methode in Videolektionen, mit Übungen für das ganze Serviceteam.',
    upsellButton: 'Zur Academy',
    backToHome: 'Zurück zur Startseite',
    confirmingTitle: 'Ihre Zahlung wird bestätigt…',
    confirmingText:
      'Ihr Zahlungsanbieter bestätigt gerade die Zahlung. Das dauert meist nur wenige Sekunden – bitte lassen Sie diese Seite geöffnet.',
    slowTitle: 'Ihre Zahlung wird noch verarbeitet',
    slowText:
      'Die Bestätigung dauert länger als üblich. Sie müssen nicht erneut bezahlen: Sobald die Zahlung bestätigt ist, senden wir Ihnen den Download-Link per E-Mail. Bitte sehen Sie in einigen Minuten in Ihr Postfach.',
    errorTitle: 'Fehler',
    elsewhereTitle: 'Ihr Download-Link ist in Ihrer E-Mail',
    errorBackToHome: 'Zurück zur Startseite',
    withdrawNote:
      'Solange Sie den ersten Download nicht gestartet haben, können Sie diesen Kauf noch widerrufen.',
    withdrawLink: 'Vertrag hier widerrufen',
  },
  confirmation: {
    missingId: 'Sitzungs-ID nicht gefunden',
    loadFailed: 'Fehler beim Laden der Kaufdetails',
    exception: 'Beim Laden ist ein Fehler aufgetreten',
  },
  cancel: {
    title: 'Zahlung abgebrochen',
    subtitle: 'Kein Problem – Ihre Bestellung wurde nicht abgeschlossen.',
    message: 'Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht.',
    tryAgain: 'Erneut versuchen',
    backToHome: 'Zurück zur Startseite',
    contactSupport: 'Support kontaktieren',
    supportText: 'Fragen zur Zahlung oder zum E-Book? Schreiben Sie uns, wir helfen Ihnen gern.',
  },
  error: {
    title: 'Zahlungsfehler',
    subtitle: 'Ihre Zahlung konnte nicht abgeschlossen werden.',
    message:
      'Bei der Verarbeitung Ihrer Zahlung ist ein Problem aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support.',
    tryAgain: 'Erneut versuchen',
    backToHome: 'Zurück zur Startseite',
    contactSupport: 'Support kontaktieren',
    supportText: 'Wenn das Problem bestehen bleibt, schreiben Sie uns – wir lösen es gemeinsam.',
    technicalDetails: 'Technische Details',
  },
  thanks: {
    title: 'Vielen Dank für Ihren Kauf!',
    downloadButton: 'Ihr E-Book herunterladen',
    emailNotice: 'Den Download-Link haben wir Ihnen zusätzlich per E-Mail geschickt.',
    upsellTitle: 'Ihr nächster Schritt: die Academy',
    upsellText:
      'Leserinnen und Leser von Restaurant Closer erhalten einen exklusiven Bonusrabatt auf den Academy-Kurs. Trainieren Sie die Methode mit Ihrem ganzen Team.',
    upsellButton: 'Zur Academy',
    backToHome: 'Zurück zur Startseite',
    emailSent: 'Sehen Sie in Ihrem E-Mail-Postfach nach',
    checkEmailText:
      'Ihren persönlichen Download-Link finden Sie in der Bestellbestätigung, die wir Ihnen per E-Mail geschickt haben. Nicht gefunden? Geben Sie unten Ihre Adresse ein, und wir senden ihn erneut.',
    resend: {
      title: 'Download-Link erneut senden',
      emailLabel: 'Beim Kauf verwendete E-Mail-Adresse',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      button: 'Link senden',
      sending: 'Wird gesendet…',
      failed:
        'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    },
  },
  withdraw: {
    loading: 'Wird geladen…',
    title: 'Vertrag widerrufen',
    orderLabel: 'Bestellung',
    productLabel: 'Produkt',
    amountLabel: 'Bezahlter Betrag',
    paidAtLabel: 'Gekauft am',
    availableText:
      'Sie haben noch keinen Download gestartet und können diesen Kauf daher noch widerrufen. Wenn Sie bestätigen, erstatten wir Ihnen {amount} über Ihr ursprüngliches Zahlungsmittel, deaktivieren Ihren Download-Link und bestätigen Ihnen den Widerruf per E-Mail.',
    availableTextFree:
      'Sie haben noch keinen Download gestartet und können diese Bestellung daher noch widerrufen. Sie haben dafür nichts bezahlt (Rabattcode), es gibt also nichts zu erstatten: Wenn Sie bestätigen, deaktivieren wir Ihren Download-Link und bestätigen Ihnen den Widerruf per E-Mail.',
    confirmButton: 'Widerruf bestätigen',
    processing: 'Wird verarbeitet...',
    failed:
      'Der Widerruf konnte nicht abgeschlossen werden; es hat sich nichts geändert. Bitte versuchen Sie es später erneut oder schreiben Sie uns.',
    withdrawnTitle: 'Widerruf bestätigt',
    withdrawnText:
      'Ihr Widerruf ist eingegangen. Wir erstatten Ihnen {amount} über Ihr ursprüngliches Zahlungsmittel und haben Ihnen eine Bestätigung per E-Mail geschickt. Ihr Download-Link ist nicht mehr gültig.',
    withdrawnTextFree:
      'Ihr Widerruf ist eingegangen. Sie haben für diese Bestellung nichts bezahlt, es gibt also nichts zu erstatten; eine Bestätigung haben wir Ihnen per E-Mail geschickt. Ihr Download-Link ist nicht mehr gültig.',
    lapsedTitle: 'Das Widerrufsrecht ist erloschen',
    lapsedText:
      'Der Download des E-Books hat begonnen. Wie in unseren AGB beschrieben und von Ihnen bei der Bestellung bestätigt, erlischt das Widerrufsrecht für digitale Inhalte mit Beginn des Downloads. Unsere freiwillige 100-%-Zufriedenheitsgarantie gilt weiterhin: Wenn das E-Book Ihre Erwartungen nicht erfüllt, schreiben Sie uns innerhalb von 30 Tagen nach dem Kauf.',
    doneTitle: 'Bereits widerrufen',
    doneText:
      'Sie haben diesen Kauf bereits widerrufen. Die Erstattung wurde über Ihr ursprüngliches Zahlungsmittel veranlasst.',
    refundedTitle: 'Vom Verkäufer erstattet',
    refundedText:
      'Der Verkäufer hat diese Bestellung vollständig erstattet: {amount} werden auf Ihr ursprüngliches Zahlungsmittel zurückgebucht. Das ist eine Erstattung des Verkäufers, kein Widerruf von Ihnen; es gibt nichts mehr zu widerrufen. Ihr Download-Link ist nicht mehr gültig.',
    partlyRefundedTitle: 'Teilweise erstattet',
    partlyRefundedText:
      'Der Verkäufer hat Ihnen {amount} dieser Bestellung bereits erstattet; Ihr Download-Link bleibt gültig. Der Online-Widerruf gilt nur für eine Bestellung ohne Erstattung und ist hier daher nicht möglich. Wenn Sie den Rest der Bestellung widerrufen möchten, schreiben Sie uns an {email}: Bis zu Ihrem ersten Download gilt Ihr Widerrufsrecht für den Rest weiter.',
    businessTitle: 'Kein Widerrufsrecht bei Bestellungen für Unternehmen',
    businessText:
      'Diese Bestellung wurde für ein Unternehmen aufgegeben, mit Firmenname oder USt-IdNr. Das Widerrufsrecht steht Verbrauchern zu und gilt nicht für Käufe für ein Unternehmen. Ihr Download-Link funktioniert weiter. Fragen zu Ihrer Bestellung? Schreiben Sie uns an {email}.',
    lapsedPartlyRefunded: 'Der Verkäufer hat Ihnen {amount} dieser Bestellung erstattet.',
    refundedLabel: 'Erstattet',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidText:
      'Bitte verwenden Sie den Link aus Ihrer Bestellbestätigung per E-Mail oder schreiben Sie uns an {email}.',
    questions: 'Fragen? Schreiben Sie uns an {email}.',
    termsLink: 'AGB',
    backToHome: 'Zurück zur Startseite',
  },
  unsubscribe: {
    doneTitle: 'Keine Erinnerungen mehr',
    doneText:
      'Sie erhalten keine Erinnerung an Ihre offene Bestellung. Sonst ändert sich nichts: Kaufen Sie später, kommen Buch und Rechnung wie gewohnt.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    invalidText:
      'Der Link ist unvollständig oder nicht mehr gültig. Schreiben Sie uns an {email}, dann stellen wir die Erinnerungen für Sie ab.',
    backToHome: 'Zurück zur Startseite',
  },
};
