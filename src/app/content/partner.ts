import type { Lang } from '../../shared/languages';

/** A referral partner's own page (decision D18), in the partner's language. */
export interface PartnerPageCopy {
  documentTitle: string;
  eyebrow: string;
  /** {name} */
  title: string;
  /** {percent} */
  intro: string;
  /** {date}: the day the link ends. */
  validUntil: string;
  privacy: string;
  /** The partner's links to the sales page (`?ref=CODE`), one per language. */
  linksTitle: string;
  linksIntro: string;
  tableCaption: string;
  month: string;
  clicks: string;
  orders: string;
  due: string;
  paid: string;
  notPaid: string;
  totals: string;
  explainClicks: string;
  explainDue: string;
  /** The page of a link that is over or altered: shown in every language at once. */
  expiredTitle: string;
  expiredText: string;
  invalidTitle: string;
  invalidText: string;
}

export const PARTNER_PAGE: Record<Lang, PartnerPageCopy> = {
  en: {
    documentTitle: 'Partner page | Restaurant Closer',
    eyebrow: 'Partner page',
    title: 'Hello {name}',
    intro:
      'Here is what your recommendation of Restaurant Closer has brought, month by month. Your commission is {percent}% of the net amount kept: after any discount, without VAT, and reversed if an order is refunded or withdrawn.',
    validUntil: 'This link works until {date}.',
    privacy: 'Counts and amounts only: nothing here names a buyer.',
    linksTitle: 'Your links to share',
    linksIntro:
      'Share these addresses: every visit through them and every order after it count for you. Each one leads to the sales page in one language.',
    tableCaption: 'Your figures of the last 12 months',
    month: 'Month',
    clicks: 'Visits via your link',
    orders: 'Orders',
    due: 'Commission due',
    paid: 'Paid out',
    notPaid: 'not yet',
    totals: '12 months',
    explainClicks: 'Each opening of your link counts once, without cookies; bots are left out.',
    explainDue:
      'A refund or withdrawal reduces the commission of the month in which the money went back.',
    expiredTitle: 'This link has expired',
    expiredText:
      'For your security, links to the partner page work for 30 days. Please ask us for a new link.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'The address may have been cut off or changed. Please use the link from our e-mail, or ask us for a new one.',
  },
  it: {
    documentTitle: 'Pagina partner | Restaurant Closer',
    eyebrow: 'Pagina partner',
    title: 'Ciao {name}',
    intro:
      'Ecco cosa ha portato, mese per mese, il tuo consiglio di Restaurant Closer. La tua provvigione è il {percent}% dell’importo netto incassato: dopo l’eventuale sconto, IVA esclusa, e viene stornata se un ordine è rimborsato o revocato.',
    validUntil: 'Questo link vale fino al {date}.',
    privacy: 'Solo numeri e importi: qui non compare nessun acquirente.',
    linksTitle: 'I tuoi link da condividere',
    linksIntro:
      'Condividi questi indirizzi: ogni visita che arriva da lì e ogni ordine che ne segue contano per te. Ognuno porta alla pagina di vendita in una lingua.',
    tableCaption: 'I tuoi numeri degli ultimi 12 mesi',
    month: 'Mese',
    clicks: 'Visite dal tuo link',
    orders: 'Ordini',
    due: 'Provvigione maturata',
    paid: 'Pagata',
    notPaid: 'non ancora',
    totals: '12 mesi',
    explainClicks: 'Ogni apertura del tuo link conta una volta, senza cookie; i bot non contano.',
    explainDue:
      'Un rimborso o un recesso riduce la provvigione del mese in cui il denaro è stato restituito.',
    expiredTitle: 'Questo link è scaduto',
    expiredText:
      'Per sicurezza i link alla pagina partner valgono 30 giorni. Chiedici pure un link nuovo.',
    invalidTitle: 'Questo link non è valido',
    invalidText:
      'Forse l’indirizzo è stato tagliato o modificato. Usa il link della nostra e-mail oppure chiedicene uno nuovo.',
  },
  de: {
    documentTitle: 'Partnerseite | Restaurant Closer',
    eyebrow: 'Partnerseite',
    title: 'Guten Tag, {name}',
    intro:
      'Hier sehen Sie Monat für Monat, was Ihre Empfehlung von Restaurant Closer gebracht hat. Ihre Provision beträgt {percent}\u00a0% vom Nettobetrag, der beim Verkäufer bleibt: nach einem Rabatt, ohne Umsatzsteuer, und sie wird storniert, wenn eine Bestellung erstattet oder widerrufen wird.',
    validUntil: 'Dieser Link gilt bis zum {date}.',
    privacy: 'Nur Zahlen und Beträge: Käufer werden hier nicht genannt.',
    linksTitle: 'Ihre Links zum Weitergeben',
    linksIntro:
      'Geben Sie diese Adressen weiter: Jeder Besuch darüber und jede Bestellung danach zählen für Sie. Jede führt zur Verkaufsseite in einer Sprache.',
    tableCaption: 'Ihre Zahlen der letzten 12 Monate',
    month: 'Monat',
    clicks: 'Besuche über Ihren Link',
    // Soft hyphens: a phone's narrow columns may break the long words there.
    orders: 'Bestel\u00adlungen',
    due: 'Fällige Provision',
    paid: 'Ausge\u00adzahlt',
    notPaid: 'noch nicht',
    totals: '12 Monate',
    explainClicks: 'Jeder Aufruf Ihres Links zählt einmal, ohne Cookies; Bots zählen nicht mit.',
    explainDue:
      'Eine Erstattung oder ein Widerruf mindert die Provision des Monats, in dem das Geld zurückging.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText:
      'Zu Ihrer Sicherheit gelten Links zur Partnerseite 30 Tage. Bitte fragen Sie uns nach einem neuen Link.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidText:
      'Vielleicht wurde die Adresse gekürzt oder verändert. Bitte nutzen Sie den Link aus unserer E-Mail oder fragen Sie uns nach einem neuen.',
  },
  es: {
    documentTitle: 'Página de socio | Restaurant Closer',
    eyebrow: 'Página de socio',
    title: 'Hola, {name}',
    intro:
      'Aquí ves, mes a mes, lo que ha traído tu recomendación de Restaurant Closer. Tu comisión es el {percent}\u00a0% del importe neto cobrado: después del descuento, sin IVA, y se anula si un pedido se reembolsa o se desiste.',
    validUntil: 'Este enlace funciona hasta el {date}.',
    privacy: 'Solo cifras e importes: aquí no aparece ningún comprador.',
    linksTitle: 'Tus enlaces para compartir',
    linksIntro:
      'Comparte estas direcciones: cada visita que llegue por ellas y cada pedido posterior cuentan para ti. Cada una lleva a la página de venta en un idioma.',
    tableCaption: 'Tus cifras de los últimos 12 meses',
    month: 'Mes',
    clicks: 'Visitas por tu enlace',
    orders: 'Pedidos',
    due: 'Comisión generada',
    paid: 'Pagada',
    notPaid: 'todavía no',
    totals: '12 meses',
    explainClicks:
      'Cada vez que se abre tu enlace cuenta una vez, sin cookies; los bots no cuentan.',
    explainDue:
      'Un reembolso o un desistimiento reduce la comisión del mes en que se devolvió el dinero.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText:
      'Por seguridad, los enlaces a la página de socio valen 30 días. Pídenos uno nuevo sin problema.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'Puede que la dirección se haya cortado o modificado. Usa el enlace de nuestro correo o pídenos uno nuevo.',
  },
  fr: {
    documentTitle: 'Page partenaire | Restaurant Closer',
    eyebrow: 'Page partenaire',
    title: 'Bonjour {name}',
    intro:
      'Voici, mois par mois, ce que votre recommandation de Restaurant Closer a rapporté. Votre commission s’élève à {percent}\u00a0% du montant net encaissé : après remise éventuelle, hors TVA, et elle est annulée si une commande est remboursée ou fait l’objet d’une rétractation.',
    validUntil: 'Ce lien est valable jusqu’au {date}.',
    privacy: 'Uniquement des chiffres et des montants : aucun acheteur n’apparaît ici.',
    linksTitle: 'Vos liens à partager',
    linksIntro:
      'Partagez ces adresses : chaque visite qui passe par elles et chaque commande qui suit comptent pour vous. Chacune mène à la page de vente dans une langue.',
    tableCaption: 'Vos chiffres des 12 derniers mois',
    month: 'Mois',
    clicks: 'Visites via votre lien',
    // Soft hyphens: a phone's narrow columns may break the long words there.
    orders: 'Com\u00admandes',
    due: 'Commis\u00adsion due',
    paid: 'Versée',
    notPaid: 'pas encore',
    totals: '12 mois',
    explainClicks:
      'Chaque ouverture de votre lien compte une fois, sans cookies ; les robots sont exclus.',
    explainDue:
      'Un remboursement ou une rétractation réduit la commission du mois où l’argent a été rendu.',
    expiredTitle: 'Ce lien a expiré',
    expiredText:
      'Pour votre sécurité, les liens vers la page partenaire sont valables 30 jours. Demandez-nous simplement un nouveau lien.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidText:
      'L’adresse a peut-être été tronquée ou modifiée. Utilisez le lien de notre e-mail ou demandez-nous-en un nouveau.',
  },
};
