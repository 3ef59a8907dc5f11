import type { Lang } from '../../shared/languages';

/**
 * What an invoice says, per language (decision D16): the headings and labels of the PDF, the
 * VAT notes, and the line of the delivery e-mail and success page that leads to it. Legal
 * wording follows the usual phrasing of each country's invoices.
 */
export interface InvoiceCopy {
  /** What follows a label: ':' or, in French, a no-break space and ':'. */
  colon: string;
  invoice: string;
  cancellation: string;
  number: string;
  /** A cancellation invoice's number label: it gives money back, so it is no bill to pay. */
  cancellationNumber: string;
  issueDate: string;
  supplyDate: string;
  orderNumber: string;
  /** A cancellation's reference: contains {number} and {date}. */
  cancels: string;
  seller: string;
  buyer: string;
  vatId: string;
  /** The seller's tax number from its tax office (Steuernummer). */
  taxNumber: string;
  email: string;
  description: string;
  quantity: string;
  unitPrice: string;
  net: string;
  vatRate: string;
  vat: string;
  gross: string;
  totalNet: string;
  totalVat: string;
  /** An invoice's total: a neutral word, as the invoice is issued once paid (never "to pay"). */
  totalGross: string;
  /** The total of a cancellation invoice or credit note: what is credited, never "to pay". */
  totalCredited: string;
  /** Contains {date} and {provider}. */
  paid: string;
  /** The test payment's provider, as {provider} in `paid`. */
  demoProvider: string;
  /** The percent sign after a rate: '%' or, where the language spaces it, ' %'. */
  percentSign: string;
  /** Contains {date}: the refund of a cancellation. */
  refunded: string;
  reverseCharge: string;
  smallBusiness: string;
  outsideEu: string;
  /** Contains {ofCountry}: the country with its preposition and article (invoice-country.ts). */
  countryFromBilling: string;
  countryFromBusiness: string;
  countryFromSeller: string;
  /** Below the EU threshold (decision 093): {ofCountry} is the seller's country. */
  belowThreshold: string;
  /** The discount line of an invoice with a discount code; contains {code}. */
  discount: string;
  /** The note of a 0 € invoice whose code covered the whole price; contains {code}. */
  freeWithCode: string;
  /** A cancellation's note when nothing had been paid; contains {date}. */
  cancelledNothingPaid: string;
  /** The product line; contains {title}. */
  item: string;
  /** The PDF's file name, before the number. */
  fileName: string;
  /** A cancellation invoice's file name, before the number. */
  cancellationFileName: string;
  /** The link in the delivery e-mail and on the success page. */
  link: string;
  /** The cancellation invoice's link in the refund and withdrawal e-mails. */
  cancellationLink: string;
  /** The e-mail that brings the buyer an invoice issued after the purchase. */
  mail: {
    subject: (number: string) => string;
    greeting: string;
    /** Contains the order and the invoice's number. */
    body: (orderId: string, number: string) => string;
    closing: string;
  };
  page: string;
}

export const INVOICE_COPY: Record<Lang, InvoiceCopy> = {
  en: {
    colon: ':',
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    number: 'Invoice number',
    cancellationNumber: 'Invoice number',
    issueDate: 'Date of issue',
    supplyDate: 'Date of supply',
    orderNumber: 'Order number',
    cancels: 'Cancels invoice {number} of {date}.',
    seller: 'Seller',
    buyer: 'Bill to',
    vatId: 'VAT number',
    taxNumber: 'Tax number',
    email: 'E-mail',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    vatRate: 'VAT rate',
    vat: 'VAT',
    gross: 'Total',
    totalNet: 'Total net',
    totalVat: 'VAT {rate}',
    totalGross: 'Total amount',
    totalCredited: 'Total credited',
    paid: 'Paid on {date} via {provider}.',
    demoProvider: 'Demo (test payment)',
    percentSign: '%',
    refunded: 'The amount was refunded on {date}.',
    reverseCharge:
      'Reverse charge: VAT to be accounted for by the recipient (Article 196 of Directive 2006/112/EC).',
    smallBusiness:
      'No VAT is charged: small business exemption (section 19 of the German VAT Act, UStG).',
    outsideEu:
      'Not subject to VAT in the EU: electronically supplied service to a customer outside the EU.',
    countryFromBilling: 'VAT {ofCountry}, the billing country.',
    countryFromBusiness: 'VAT {ofCountry}, the country of the business address.',
    countryFromSeller: 'No billing country was known: VAT {ofCountry}, the seller’s country.',
    belowThreshold:
      'VAT {ofCountry}, the seller’s country: its sales to consumers in other EU countries are below the EU threshold (Article 59c of the VAT Directive).',
    discount: 'Discount (code {code})',
    freeWithCode: 'Nothing to pay: the discount code {code} covers the full price.',
    cancelledNothingPaid: 'Cancelled on {date}; nothing had been paid, so nothing is refunded.',
    item: 'E-book (PDF): {title}',
    fileName: 'invoice',
    cancellationFileName: 'cancellation-invoice',
    link: 'Your invoice (PDF)',
    cancellationLink: 'Your cancellation invoice (PDF)',
    mail: {
      subject: (number) => `Your invoice ${number} – Restaurant Closer`,
      greeting: 'Hello,',
      body: (orderId, number) =>
        `we have issued invoice ${number} for your order ${orderId}. You can open and save it as a PDF using the link below.`,
      closing: 'Kind regards',
    },
    page: 'Page',
  },
  it: {
    colon: ':',
    invoice: 'Fattura',
    cancellation: 'Nota di credito',
    number: 'Numero fattura',
    cancellationNumber: 'Numero nota di credito',
    issueDate: 'Data di emissione',
    supplyDate: 'Data della fornitura',
    orderNumber: 'Numero d’ordine',
    cancels: 'Storna la fattura {number} del {date}.',
    seller: 'Venditore',
    buyer: 'Cliente',
    vatId: 'Partita IVA',
    taxNumber: 'Codice fiscale',
    email: 'E-mail',
    description: 'Descrizione',
    quantity: 'Qtà',
    unitPrice: 'Prezzo unitario',
    net: 'Imponibile',
    vatRate: 'Aliquota IVA',
    vat: 'IVA',
    gross: 'Totale',
    totalNet: 'Totale imponibile',
    totalVat: 'IVA {rate}',
    totalGross: 'Totale fattura',
    totalCredited: 'Totale accreditato',
    paid: 'Pagata il {date} tramite {provider}.',
    demoProvider: 'Demo (pagamento di prova)',
    percentSign: '%',
    refunded: 'L’importo è stato rimborsato il {date}.',
    reverseCharge:
      'Inversione contabile (reverse charge): IVA dovuta dal destinatario (art. 196 della direttiva 2006/112/CE).',
    smallBusiness:
      'Operazione senza IVA: regime delle piccole imprese (§ 19 della legge tedesca sull’IVA, UStG).',
    outsideEu:
      'Operazione non soggetta a IVA nell’UE: servizio elettronico fornito a un cliente fuori dall’UE.',
    countryFromBilling: 'IVA {ofCountry}, paese di fatturazione.',
    countryFromBusiness: 'IVA {ofCountry}, paese dell’indirizzo aziendale.',
    countryFromSeller: 'Paese di fatturazione non noto: IVA {ofCountry}, paese del venditore.',
    belowThreshold:
      'IVA {ofCountry}, paese del venditore: le sue vendite a consumatori di altri paesi UE sono sotto la soglia UE (art. 59 quater della direttiva IVA).',
    discount: 'Sconto (codice {code})',
    freeWithCode: 'Nulla da pagare: il codice sconto {code} copre l’intero prezzo.',
    cancelledNothingPaid:
      'Annullata il {date}; non era stato pagato nulla, quindi non c’è nulla da rimborsare.',
    item: 'E-book (PDF): {title}',
    fileName: 'fattura',
    cancellationFileName: 'nota-di-credito',
    link: 'La tua fattura (PDF)',
    cancellationLink: 'La tua nota di credito (PDF)',
    mail: {
      subject: (number) => `La tua fattura ${number} – Restaurant Closer`,
      greeting: 'Ciao,',
      body: (orderId, number) =>
        `abbiamo emesso la fattura ${number} per il tuo ordine ${orderId}. Puoi aprirla e salvarla in PDF dal link qui sotto.`,
      closing: 'Un caro saluto',
    },
    page: 'Pagina',
  },
  de: {
    colon: ':',
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    number: 'Rechnungsnummer',
    cancellationNumber: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    supplyDate: 'Leistungsdatum',
    orderNumber: 'Bestellnummer',
    cancels: 'Storniert die Rechnung {number} vom {date}.',
    seller: 'Verkäufer',
    buyer: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    email: 'E-Mail',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    net: 'Netto',
    vatRate: 'USt-Satz',
    vat: 'USt',
    gross: 'Brutto',
    totalNet: 'Summe netto',
    totalVat: 'Umsatzsteuer {rate}',
    totalGross: 'Gesamtbetrag',
    totalCredited: 'Erstattungsbetrag',
    paid: 'Bezahlt am {date} über {provider}.',
    demoProvider: 'Demo (Testzahlung)',
    percentSign: ' %',
    refunded: 'Der Betrag wurde am {date} erstattet.',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 der Richtlinie 2006/112/EG).',
    smallBusiness: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).',
    outsideEu:
      'Nicht im Gebiet der EU steuerbar: elektronisch erbrachte Leistung an einen Kunden außerhalb der EU.',
    countryFromBilling: 'Umsatzsteuer {ofCountry}, dem Land der Rechnungsadresse.',
    countryFromBusiness: 'Umsatzsteuer {ofCountry}, dem Land der Firmenanschrift.',
    countryFromSeller:
      'Kein Land der Rechnungsadresse bekannt: Umsatzsteuer {ofCountry}, dem Land des Verkäufers.',
    belowThreshold:
      'Umsatzsteuer {ofCountry}, dem Land des Verkäufers: seine Umsätze an Verbraucher in anderen EU-Ländern liegen unter der EU-Schwelle (§ 3a Abs. 5 UStG).',
    discount: 'Rabatt (Code {code})',
    freeWithCode: 'Nichts zu bezahlen: Der Rabattcode {code} deckt den vollen Preis.',
    cancelledNothingPaid:
      'Storniert am {date}; es war nichts bezahlt worden, daher wird nichts erstattet.',
    item: 'E-Book (PDF): {title}',
    fileName: 'rechnung',
    cancellationFileName: 'stornorechnung',
    link: 'Ihre Rechnung (PDF)',
    cancellationLink: 'Ihre Stornorechnung (PDF)',
    mail: {
      subject: (number) => `Ihre Rechnung ${number} – Restaurant Closer`,
      greeting: 'Guten Tag,',
      body: (orderId, number) =>
        `wir haben für Ihre Bestellung ${orderId} die Rechnung ${number} ausgestellt. Über den folgenden Link können Sie sie als PDF öffnen und speichern.`,
      closing: 'Mit freundlichen Grüßen',
    },
    page: 'Seite',
  },
  es: {
    colon: ':',
    invoice: 'Factura',
    cancellation: 'Factura rectificativa',
    number: 'Número de factura',
    cancellationNumber: 'Número de factura rectificativa',
    issueDate: 'Fecha de expedición',
    supplyDate: 'Fecha de la operación',
    orderNumber: 'Número de pedido',
    cancels: 'Anula la factura {number} del {date}.',
    seller: 'Vendedor',
    buyer: 'Cliente',
    vatId: 'NIF-IVA',
    taxNumber: 'Número fiscal',
    email: 'Correo electrónico',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    net: 'Base imponible',
    vatRate: 'Tipo de IVA',
    vat: 'IVA',
    gross: 'Total',
    totalNet: 'Base imponible total',
    totalVat: 'IVA {rate}',
    totalGross: 'Importe total',
    totalCredited: 'Importe abonado',
    paid: 'Pagada el {date} mediante {provider}.',
    demoProvider: 'Demo (pago de prueba)',
    percentSign: ' %',
    refunded: 'El importe se reembolsó el {date}.',
    reverseCharge:
      'Inversión del sujeto pasivo: el IVA lo declara el destinatario (art. 196 de la Directiva 2006/112/CE).',
    smallBusiness:
      'Operación sin IVA: régimen de pequeñas empresas (art. 19 de la ley alemana del IVA, UStG).',
    outsideEu:
      'Operación no sujeta al IVA de la UE: servicio electrónico prestado a un cliente fuera de la UE.',
    countryFromBilling: 'IVA {ofCountry}, el país de facturación.',
    countryFromBusiness: 'IVA {ofCountry}, el país de la dirección de la empresa.',
    countryFromSeller:
      'No se conoce el país de facturación: IVA {ofCountry}, el país del vendedor.',
    belowThreshold:
      'IVA {ofCountry}, el país del vendedor: sus ventas a consumidores de otros países de la UE no superan el umbral de la UE (art. 59 quater de la Directiva del IVA).',
    discount: 'Descuento (código {code})',
    freeWithCode: 'Nada que pagar: el código de descuento {code} cubre el precio completo.',
    cancelledNothingPaid:
      'Anulada el {date}; no se había pagado nada, por lo que no hay nada que reembolsar.',
    item: 'E-book (PDF): {title}',
    fileName: 'factura',
    cancellationFileName: 'factura-rectificativa',
    link: 'Tu factura (PDF)',
    cancellationLink: 'Tu factura rectificativa (PDF)',
    mail: {
      subject: (number) => `Tu factura ${number} – Restaurant Closer`,
      greeting: 'Hola:',
      body: (orderId, number) =>
        `hemos emitido la factura ${number} de tu pedido ${orderId}. Puedes abrirla y guardarla en PDF desde el enlace de abajo.`,
      closing: 'Un saludo',
    },
    page: 'Página',
  },
  fr: {
    colon: '\u00a0:',
    invoice: 'Facture',
    cancellation: 'Facture d’avoir',
    number: 'Numéro de facture',
    cancellationNumber: 'Numéro d’avoir',
    issueDate: 'Date d’émission',
    supplyDate: 'Date de la prestation',
    orderNumber: 'Numéro de commande',
    cancels: 'Annule la facture {number} du {date}.',
    seller: 'Vendeur',
    buyer: 'Client',
    vatId: 'N° de TVA',
    taxNumber: 'Numéro fiscal',
    email: 'E-mail',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    net: 'HT',
    vatRate: 'Taux de TVA',
    vat: 'TVA',
    gross: 'TTC',
    totalNet: 'Total HT',
    totalVat: 'TVA {rate}',
    totalGross: 'Total TTC',
    totalCredited: 'Total TTC remboursé',
    paid: 'Payée le {date} via {provider}.',
    demoProvider: 'Démo (paiement test)',
    percentSign: ' %',
    refunded: 'Le montant a été remboursé le {date}.',
    reverseCharge:
      'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
    smallBusiness:
      'TVA non applicable : régime des petites entreprises (§ 19 de la loi allemande sur la TVA, UStG).',
    outsideEu:
      'Opération non soumise à la TVA de l’UE : service électronique fourni à un client hors de l’UE.',
    countryFromBilling: 'TVA {ofCountry}, pays de facturation.',
    countryFromBusiness: 'TVA {ofCountry}, pays de l’adresse de l’entreprise.',
    countryFromSeller: 'Pays de facturation inconnu : TVA {ofCountry}, pays du vendeur.',
    belowThreshold:
      'TVA {ofCountry}, pays du vendeur : ses ventes aux consommateurs d’autres pays de l’UE restent sous le seuil de l’UE (article 59 quater de la directive TVA).',
    discount: 'Remise (code {code})',
    freeWithCode: 'Rien à payer : le code de réduction {code} couvre la totalité du prix.',
    cancelledNothingPaid:
      'Annulée le {date} ; rien n’avait été payé, il n’y a donc rien à rembourser.',
    item: 'E-book (PDF) : {title}',
    fileName: 'facture',
    cancellationFileName: 'facture-d-avoir',
    link: 'Votre facture (PDF)',
    cancellationLink: 'Votre facture d’avoir (PDF)',
    mail: {
      subject: (number) => `Votre facture ${number} – Restaurant Closer`,
      greeting: 'Bonjour,',
      body: (orderId, number) =>
        `nous avons émis la facture ${number} pour votre commande ${orderId}. Vous pouvez l’ouvrir et l’enregistrer au format PDF grâce au lien ci-dessous.`,
      closing: 'Bien cordialement',
    },
    page: 'Page',
  },
};
