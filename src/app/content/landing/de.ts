import type { LandingCopy } from './types';

export const de: LandingCopy = {
  lang: 'de',
  meta: {
    title: 'Verkaufen im Service: das Handbuch für {price} | Restaurant Closer',
    total: 'Gesamt: {price}',
    ogImageAlt: 'Cover von Restaurant Closer, dem Handbuch für den Verkauf im Service (90 Seiten)',
  },
  nav: {
    problem: 'Das Problem',
    benefits: 'Vorteile',
    contents: 'Inhalt',
    pricing: 'Preis',
    faq: 'FAQ',
    buy: 'Jetzt kaufen',
    language: 'Sprache',
    menuLabel: 'Hauptnavigation',
    menu: 'Menü',
  },
  hero: {
    badge: 'Das Verkaufshandbuch für den Service',
    offerBadge: 'Einführungsangebot bis zum {date}',
    title: 'Mehr verkaufen an jedem Tisch. Ohne zu drängen.',
    subtitle:
      '90 Seiten für Servicekräfte, Restaurantleiter und Gastgeber: drei erprobte Methoden, fertige Formulierungen und ein 90-Tage-Plan für einen höheren Durchschnittsbon.',
    cta: 'Handbuch sichern',
    price: 'Preis',
    offerPrice: 'Einführungspreis',
    originalPrice: 'statt',
    savings: 'Sie sparen {saving}',
    trustLine: 'Sofort als PDF herunterladen · 30 Tage Geld-zurück-Garantie',
    coverAlt: 'Cover des E-Books Restaurant Closer',
    facts: ['90 Seiten', '90-Tage-Plan', '30+ Jahre im Service'],
  },
  problem: {
    headline: 'Guter Service, volle Tische – und der Umsatz steht.',
    bullets: [
      'Der Tisch zögert beim Dessert, jemand sagt „Nur die Rechnung, bitte“ – und der Moment ist vorbei.',
      'Die Weinkarte liegt den ganzen Abend geschlossen auf dem Tisch. Alle bestellen den Hauswein.',
      'Die Reklamation an Tisch 12 endet als schlechte Bewertung statt mit einem Gast, der wiederkommt.',
      'Jede Servicekraft verkauft anders. Ihr Durchschnittsbon hängt davon ab, wer gerade Dienst hat.',
      'Niemand will aufdringlich wirken – also empfiehlt niemand etwas.',
    ],
    solutionHeadline: 'Verkaufen im Service ist Handwerk. Und das lässt sich lernen.',
    solutionText:
      'Restaurant Closer macht aus über 30 Jahren Service eine Methode, die Sie schon heute Abend anwenden: den Tisch lesen, das Richtige im richtigen Moment sagen und das Ergebnis messen.',
    cta: 'Zur Methode',
  },
  author: {
    headline: 'Wer hinter diesem Handbuch steht',
    name: 'Marco Bellini',
    role: "Maître d'hôtel und Verkaufstrainer im Service",
    paragraphs: [
      'Mit sechzehn habe ich die ersten Teller getragen. In über 30 Jahren habe ich in Trattorien, Hotelrestaurants und der gehobenen Gastronomie gearbeitet: als Commis, Chef de Rang und schließlich als Oberkellner.',
      'Seit Jahren schule ich Serviceteams. Und überall sehe ich dasselbe: Menschen, die hart arbeiten und wenig verkaufen, weil es ihnen nie jemand gezeigt hat.',
      'Dieses Handbuch ist das, was ich im Restaurant unterrichte – aufgeschrieben. Keine Theorie, nur das, was zwischen Pass und Tisch funktioniert.',
    ],
    portraitAlt: 'Porträt von Marco Bellini, Maître und Verkaufstrainer',
  },
  certifications: {
    title: 'Nachprüfbare Zertifikate',
    text: 'Titel kann jeder behaupten. Diese beiden können Sie selbst prüfen: Jedes Zertifikat trägt einen eigenen QR-Code.',
    scanInstruction: 'QR-Code scannen und prüfen',
    items: [
      {
        label: 'Geprüfter Sommelier',
        alt: 'QR-Code zur Prüfung des Sommelier-Zertifikats von Marco Bellini',
      },
      {
        label: 'Zertifizierter Verkaufstrainer',
        alt: 'QR-Code zur Prüfung des Trainer-Zertifikats von Marco Bellini',
      },
    ],
  },
  benefits: {
    headline: 'Was sich in Ihrem Restaurant ändert',
    intro: 'Sechs konkrete Ergebnisse – ab dem ersten Service.',
    items: [
      {
        icon: 'chart',
        title: 'Ein höherer Durchschnittsbon',
        text: 'Vorspeise, Wein, Dessert und Kaffee im richtigen Moment empfohlen – Tisch für Tisch.',
      },
      {
        icon: 'chat',
        title: 'Die richtigen Worte am Tisch',
        text: 'Fertige Formulierungen für Begrüßung, Empfehlung und Abschluss. Kein Improvisieren, keine peinliche Stille.',
      },
      {
        icon: 'wine',
        title: 'Die Weinkarte wird geöffnet',
        text: 'Ein einfacher Weg, eine Flasche zu empfehlen – auch ohne Sommelier-Ausbildung.',
      },
      {
        icon: 'shield',
        title: 'Reklamationen im Griff',
        text: 'Mit L.A.R.A. wird aus einem verärgerten Gast ein Stammgast statt einer Ein-Stern-Bewertung.',
      },
      {
        icon: 'users',
        title: 'Ein Standard für das ganze Team',
        text: 'Alle im Service arbeiten mit derselben Methode. Das Ergebnis hängt nicht mehr vom Dienstplan ab.',
      },
      {
        icon: 'target',
        title: 'Messbare Ergebnisse',
        text: 'Durchschnittsbon, Upselling-Quote, Desserts pro Gedeck: Sie wissen jede Woche, wo Sie stehen.',
      },
    ],
  },
  contents: {
    headline: 'Was im Handbuch steckt',
    intro:
      '90 Seiten für Menschen, die im Service arbeiten. Ein Kapitel vor dem Service lesen, am selben Abend anwenden.',
    bullets: [
      {
        icon: 'book',
        text: '90 Seiten praxisnahe Methode als PDF – auf dem Handy lesen oder für das Team ausdrucken.',
      },
      {
        icon: 'chat',
        text: 'O.A.S.I.: das Kommunikationsmodell, um den Tisch zu lesen und das Gespräch richtig zu eröffnen.',
      },
      {
        icon: 'target',
        text: 'S.A.F.E.: die Verkaufsmethode, um zu empfehlen und mehr zu verkaufen, ohne je zu drängen.',
      },
      {
        icon: 'shield',
        text: 'L.A.R.A.: die Methode, um Reklamationen zu lösen und den Gast zurückzugewinnen.',
      },
      {
        icon: 'list',
        text: 'Fertige Formulierungen für die wichtigen Momente: Begrüßung, Wein, Dessert, Kaffee, Rechnung.',
      },
      {
        icon: 'chart',
        text: 'Kennzahlen und Checklisten: Durchschnittsbon, Upselling-Quote, Kontrollen vor und nach dem Service.',
      },
      {
        icon: 'calendar',
        text: '90-Tage-Aktionsplan: Woche für Woche, was zu tun ist – allein oder mit Ihrem Team.',
      },
    ],
    bonus: 'Bonus für Käufer: ein exklusiver Rabatt auf den Academy-Kurs von Marco Bellini.',
  },
  beforeAfter: {
    headline: 'Vorher und nachher',
    beforeLabel: 'Vorher',
    afterLabel: 'Nachher',
    before: [
      '„Darf es noch etwas sein?“ – und der Tisch sagt Nein.',
      'Die Weinkarte bleibt zu.',
      'Eine Reklamation verdirbt den Abend – und die Bewertung.',
      'Den Durchschnittsbon schaut sich niemand an.',
    ],
    after: [
      'Eine gezielte Empfehlung – und der Tisch sagt Ja.',
      'Sie empfehlen zwei Flaschen, der Gast wählt.',
      'Sie lösen die Reklamation mit L.A.R.A., der Gast kommt wieder.',
      'Sie verfolgen Durchschnittsbon und Upselling-Quote jede Woche.',
    ],
  },
  personalNote: {
    headline: 'Ein persönliches Wort',
    paragraphs: [
      'Ich habe großartige Kellner den Beruf verlassen sehen, weil sie sich als Tellerträger fühlten, nicht als Profis. Gut zu verkaufen gibt diesem Beruf seine Würde: Der Gast isst besser, und Sie verdienen mehr.',
      'Ich habe Restaurant Closer für den Kellner geschrieben, der ich mit zwanzig war, und für die Gastgeber, die mich jede Woche fragen, wie ihr Team besser verkauft. Es ist das Handbuch, das ich mir damals gewünscht hätte.',
      'Lesen Sie es, probieren Sie heute Abend eine Formulierung aus – und erzählen Sie mir, wie es gelaufen ist.',
    ],
    signature: 'Marco Bellini',
  },
  trustedBy: {
    headline: 'Erprobt in Restaurants wie diesen',
    items: ['Trattorien', 'Hotelrestaurants', 'Weinbars', 'Fine Dining', 'Pizzerien'],
  },
  pricing: {
    headline: 'Alles, was Sie brauchen, in einem Handbuch',
    text: 'Einmal zahlen, kein Abo.',
    offerText: 'Einführungspreis gilt bis zum {date}.',
    includes: [
      'Das Handbuch als PDF, 90 Seiten',
      'Die Methoden O.A.S.I., S.A.F.E. und L.A.R.A.',
      'Fertige Formulierungen für jeden Moment im Service',
      'Kennzahlen und Checklisten zum Ausdrucken',
      'Der 90-Tage-Aktionsplan',
    ],
    includesBonus: 'Bonus: Rabatt auf den Academy-Kurs',
    guaranteeTitle: '100 % Zufriedenheit garantiert',
    guarantee:
      'Wenn das Handbuch nicht das Richtige für Sie ist, schreiben Sie uns innerhalb von 30 Tagen nach dem Kauf. Sie erhalten den vollen Betrag zurück.',
    cta: 'Handbuch kaufen',
    vatNote: 'Einmalzahlung, inkl. MwSt. Sofortiger Download.',
    exclusive: 'Nur für Käufer: jedes Exemplar mit Ihrer E-Mail-Adresse personalisiert',
    seal: '100 % zufrieden',
  },
  faq: {
    headline: 'Häufige Fragen',
    items: [
      {
        question: 'Ist das Handbuch auch für Einsteiger geeignet?',
        answer:
          'Ja. Jede Methode wird Schritt für Schritt erklärt, mit den genauen Worten für den Tisch. Wer schon lange im Service arbeitet, findet darin die Struktur hinter dem, was er bereits tut – und die Teile, die noch fehlen.',
      },
      {
        question: 'Wie erhalte ich das Handbuch?',
        answer:
          'Direkt nach der Zahlung können Sie das PDF herunterladen. Zusätzlich senden wir Ihnen den Download-Link per E-Mail, damit Sie ihn jederzeit wiederfinden.',
      },
      {
        question: 'Gibt es eine Garantie?',
        answer:
          'Ja: 100 % Zufriedenheit. Wenn Ihnen das Handbuch nicht weiterhilft, schreiben Sie uns innerhalb von 30 Tagen nach dem Kauf, und Sie erhalten Ihr Geld zurück.',
      },
      {
        question: 'Kann ich damit mein Team schulen?',
        answer:
          'Ja, genau dafür ist es gemacht. Formulierungen, Checklisten und der 90-Tage-Plan lassen sich im Briefing vor dem Service einsetzen und gemeinsam mit dem Team auswerten.',
      },
    ],
  },
  finalCta: {
    headline: 'Heute Abend zögert wieder ein Tisch beim Dessert.',
    text: 'Diesmal wissen Sie, was Sie sagen. 90 Seiten, drei Methoden, ein 90-Tage-Plan.',
    offerText: 'Einführungspreis gilt bis zum {date}.',
    cta: 'Jetzt Handbuch sichern',
  },
  disclaimer:
    'Diese Website steht in keiner Verbindung zu Facebook, Meta oder einem anderen sozialen Netzwerk und wird von diesen weder unterstützt noch gesponsert. Facebook ist eine Marke von Meta Platforms, Inc.',
  footer: {
    copyright: '© {year} {seller}. Alle Rechte vorbehalten.',
    legalNotice: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
    accessibility: 'Barrierefreiheit',
  },
  mobileBar: {
    cta: 'Jetzt kaufen',
  },
};
