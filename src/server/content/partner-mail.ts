import type { Lang } from '../../shared/languages';

/** The mail that brings a referral partner the link to their page (decision D18). */
export interface PartnerMailCopy {
  subject: string;
  /** Without the partner's name: a partner is often a company, and 'Hello Müller GmbH' reads badly. */
  greeting: string;
  body: string;
  button: string;
  /** The heading over the partner's links to the sales page. */
  linksTitle: string;
  linksIntro: string;
  /** The day the link ends, already formatted in the language. */
  validUntil: (day: string) => string;
  privacy: string;
  closing: string;
  /** The line above the seller's address in the footer. */
  reason: string;
}

export const PARTNER_MAIL: Record<Lang, PartnerMailCopy> = {
  en: {
    subject: 'Your partner page for Restaurant Closer',
    greeting: 'Hello,',
    body: 'Thank you for recommending Restaurant Closer. Your partner page shows, month by month, how many visits your link brought, how many orders came from them, and the commission due and paid out.',
    button: 'Open my partner page',
    linksTitle: 'Your links to share',
    linksIntro:
      'Share these addresses: every visit through them and every order after it count for you. Each one leads to the sales page in one language.',
    validUntil: (day) => `The link works until ${day}. After that, simply ask us for a new one.`,
    privacy:
      'The page holds counts and amounts only: no names, addresses or order numbers of buyers.',
    closing: 'Kind regards',
    reason: 'You receive this e-mail because you recommend Restaurant Closer as a partner.',
  },
  it: {
    subject: 'La tua pagina partner di Restaurant Closer',
    greeting: 'Ciao,',
    body: 'Grazie per consigliare Restaurant Closer. Nella tua pagina partner trovi, mese per mese, quante visite ha portato il tuo link, quanti ordini ne sono nati e le provvigioni maturate e già pagate.',
    button: 'Apri la mia pagina partner',
    linksTitle: 'I tuoi link da condividere',
    linksIntro:
      'Condividi questi indirizzi: ogni visita che arriva da lì e ogni ordine che ne segue contano per te. Ognuno porta alla pagina di vendita in una lingua.',
    validUntil: (day) => `Il link vale fino al ${day}. Poi basta chiederci un link nuovo.`,
    privacy:
      'La pagina mostra solo numeri e importi: nessun nome, indirizzo o numero d’ordine degli acquirenti.',
    closing: 'Un caro saluto',
    reason: 'Ricevi questa e-mail perché consigli Restaurant Closer come partner.',
  },
  de: {
    subject: 'Ihre Partnerseite für Restaurant Closer',
    greeting: 'Guten Tag,',
    body: 'vielen Dank, dass Sie Restaurant Closer empfehlen. Auf Ihrer Partnerseite sehen Sie Monat für Monat, wie viele Besuche Ihr Link gebracht hat, wie viele Bestellungen daraus wurden und welche Provision fällig und ausgezahlt ist.',
    button: 'Meine Partnerseite öffnen',
    linksTitle: 'Ihre Links zum Weitergeben',
    linksIntro:
      'Geben Sie diese Adressen weiter: Jeder Besuch darüber und jede Bestellung danach zählen für Sie. Jede führt zur Verkaufsseite in einer Sprache.',
    validUntil: (day) =>
      `Der Link gilt bis zum ${day}. Danach schicken wir Ihnen auf Nachfrage gern einen neuen.`,
    privacy:
      'Die Seite zeigt nur Zahlen und Beträge: keine Namen, Adressen oder Bestellnummern von Käufern.',
    closing: 'Mit freundlichen Grüßen',
    reason: 'Sie erhalten diese E-Mail, weil Sie Restaurant Closer als Partner empfehlen.',
  },
  es: {
    subject: 'Tu página de socio de Restaurant Closer',
    greeting: 'Hola:',
    body: 'Gracias por recomendar Restaurant Closer. En tu página de socio ves, mes a mes, cuántas visitas trajo tu enlace, cuántos pedidos salieron de ellas y la comisión pendiente y ya pagada.',
    button: 'Abrir mi página de socio',
    linksTitle: 'Tus enlaces para compartir',
    linksIntro:
      'Comparte estas direcciones: cada visita que llegue por ellas y cada pedido posterior cuentan para ti. Cada una lleva a la página de venta en un idioma.',
    validUntil: (day) =>
      `El enlace funciona hasta el ${day}. Después, pídenos uno nuevo sin problema.`,
    privacy:
      'La página solo muestra cifras e importes: ningún nombre, dirección ni número de pedido de los compradores.',
    closing: 'Un saludo cordial',
    reason: 'Recibes este correo porque recomiendas Restaurant Closer como socio.',
  },
  fr: {
    subject: 'Votre page partenaire Restaurant Closer',
    greeting: 'Bonjour,',
    body: 'Merci de recommander Restaurant Closer. Votre page partenaire indique, mois par mois, combien de visites votre lien a apportées, combien de commandes en sont issues, ainsi que la commission due et déjà versée.',
    button: 'Ouvrir ma page partenaire',
    linksTitle: 'Vos liens à partager',
    linksIntro:
      'Partagez ces adresses : chaque visite qui passe par elles et chaque commande qui suit comptent pour vous. Chacune mène à la page de vente dans une langue.',
    validUntil: (day) =>
      `Le lien est valable jusqu’au ${day}. Ensuite, il suffit de nous en demander un nouveau.`,
    privacy:
      'La page ne contient que des chiffres et des montants : aucun nom, aucune adresse ni aucun numéro de commande d’acheteur.',
    closing: 'Bien cordialement',
    reason:
      'Vous recevez cet e-mail parce que vous recommandez Restaurant Closer en tant que partenaire.',
  },
};
