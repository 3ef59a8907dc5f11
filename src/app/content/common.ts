import type { Lang } from '../../shared/languages';

/** Copy shared by every page: the not-found page, the cookie banner, the language menu. */
export interface CommonCopy {
  notFound: { title: string; text: string; home: string };
  banner: {
    title: string;
    description: string;
    acceptAll: string;
    necessaryOnly: string;
    close: string;
    privacy: string;
  };
  languageMenu: string;
  /** Footer control that reopens the cookie banner to change the choice. */
  cookieSettings: string;
  /** The name of the footer's navigation with the legal links (read by screen readers). */
  legalNav: string;
  /**
   * Shown on every page while a production shop runs on the demo payment provider; the
   * language's words for test mode open it in capitals, as on the demo payment page.
   */
  testMode: string;
  skipToContent: string;
  homeLabel: string;
}

export const COMMON: Record<Lang, CommonCopy> = {
  en: {
    notFound: {
      title: 'Page not found',
      text: 'The page you were looking for does not exist or has moved.',
      home: 'Back to the homepage',
    },
    banner: {
      title: 'Cookies on this site',
      description:
        'We use necessary cookies to run the shop. With your consent we also use analytics and advertising cookies to understand which pages help our readers.',
      acceptAll: 'Accept all',
      necessaryOnly: 'Necessary only',
      close: 'Close and use necessary cookies only',
      privacy: 'Privacy policy',
    },
    languageMenu: 'Language',
    cookieSettings: 'Cookie settings',
    legalNav: 'Legal information',
    testMode:
      'TEST MODE – test shop: payments are simulated and nobody is charged. Nothing bought here is delivered for real.',
    skipToContent: 'Skip to content',
    homeLabel: 'Restaurant Closer – homepage',
  },
  it: {
    notFound: {
      title: 'Pagina non trovata',
      text: 'La pagina che cercavi non esiste o è stata spostata.',
      home: 'Torna alla homepage',
    },
    banner: {
      title: 'Cookie su questo sito',
      description:
        'Usiamo i cookie necessari per far funzionare il negozio. Con il tuo consenso usiamo anche cookie di analisi e pubblicità per capire quali pagine sono utili ai nostri lettori.',
      acceptAll: 'Accetta tutti',
      necessaryOnly: 'Solo necessari',
      close: 'Chiudi e usa solo i cookie necessari',
      privacy: 'Informativa sulla privacy',
    },
    languageMenu: 'Lingua',
    cookieSettings: 'Impostazioni cookie',
    legalNav: 'Informazioni legali',
    testMode:
      'MODALITÀ DI PROVA – negozio di prova: i pagamenti sono simulati e nessuno viene addebitato.',
    skipToContent: 'Vai al contenuto',
    homeLabel: 'Restaurant Closer – homepage',
  },
  de: {
    notFound: {
      title: 'Seite nicht gefunden',
      text: 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen.',
      home: 'Zurück zur Startseite',
    },
    banner: {
      title: 'Cookies auf dieser Website',
      description:
        'Wir verwenden notwendige Cookies für den Betrieb des Shops. Mit Ihrer Einwilligung nutzen wir außerdem Analyse- und Werbe-Cookies, um zu verstehen, welche Seiten unseren Lesern helfen.',
      acceptAll: 'Alle akzeptieren',
      necessaryOnly: 'Nur notwendige',
      close: 'Schließen und nur notwendige Cookies verwenden',
      privacy: 'Datenschutzerklärung',
    },
    languageMenu: 'Sprache',
    cookieSettings: 'Cookie-Einstellungen',
    legalNav: 'Rechtliche Hinweise',
    testMode: 'TESTMODUS – Testshop: Zahlungen werden nur simuliert, niemand wird belastet.',
    skipToContent: 'Zum Inhalt springen',
    homeLabel: 'Restaurant Closer – Startseite',
  },
  es: {
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que buscabas no existe o ha cambiado de dirección.',
      home: 'Volver a la página principal',
    },
    banner: {
      title: 'Cookies en este sitio',
      description:
        'Usamos cookies necesarias para que la tienda funcione. Con tu consentimiento usamos también cookies de análisis y publicidad para saber qué páginas ayudan a nuestros lectores.',
      acceptAll: 'Aceptar todas',
      necessaryOnly: 'Solo necesarias',
      close: 'Cerrar y usar solo las cookies necesarias',
      privacy: 'Política de privacidad',
    },
    languageMenu: 'Idioma',
    cookieSettings: 'Configuración de cookies',
    legalNav: 'Información legal',
    testMode: 'MODO DE PRUEBA – tienda de prueba: los pagos son simulados y no se cobra a nadie.',
    skipToContent: 'Ir al contenido',
    homeLabel: 'Restaurant Closer – página principal',
  },
  fr: {
    notFound: {
      title: 'Page introuvable',
      text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
      home: 'Retour à la page d’accueil',
    },
    banner: {
      title: 'Cookies sur ce site',
      description:
        'Nous utilisons des cookies nécessaires au fonctionnement de la boutique. Avec votre accord, nous utilisons aussi des cookies de mesure d’audience et de publicité pour savoir quelles pages aident nos lecteurs.',
      acceptAll: 'Tout accepter',
      necessaryOnly: 'Uniquement les nécessaires',
      close: 'Fermer et n’utiliser que les cookies nécessaires',
      privacy: 'Politique de confidentialité',
    },
    languageMenu: 'Langue',
    cookieSettings: 'Paramètres des cookies',
    legalNav: 'Informations légales',
    testMode: 'MODE TEST – boutique de test : les paiements sont simulés et personne n’est débité.',
    skipToContent: 'Aller au contenu',
    homeLabel: 'Restaurant Closer – page d’accueil',
  },
};
