import type { Lang } from '../../../shared/languages';
import { BUSINESS_MESSAGES, type BusinessError } from '../../../shared/business-details';

/**
 * The checkout's optional business section and the invoice link of the result pages, per
 * language (decision D16). The field messages are the shared ones the server answers with.
 */
export interface InvoiceDetailsCopy {
  /** The button that opens the section. */
  toggle: string;
  /** Under it: nothing is required of a consumer. */
  hint: string;
  company: string;
  address: string;
  addressPlaceholder: string;
  country: string;
  countryChoose: string;
  euGroup: string;
  otherGroup: string;
  vatId: string;
  vatIdHint: string;
  messages: Record<BusinessError, string>;
  /** The success page's link to the invoice PDF. */
  invoiceLink: string;
  /** Beside it, for a business buyer: the same invoice as an e-invoice (XML, EN 16931). */
  einvoiceLink: string;
}

export const INVOICE_DETAILS: Record<Lang, InvoiceDetailsCopy> = {
  en: {
    toggle: 'I need an invoice for my business',
    hint: 'Optional: your company’s details on the invoice.',
    company: 'Company name',
    address: 'Address',
    addressPlaceholder: 'Street, number, postcode, city',
    country: 'Country',
    countryChoose: 'Choose a country',
    euGroup: 'European Union',
    otherGroup: 'Other countries',
    vatId: 'VAT number (optional)',
    vatIdHint:
      'With an EU VAT number from another country than the seller’s that VIES confirms: no VAT (reverse charge).',
    messages: BUSINESS_MESSAGES.en,
    invoiceLink: 'Download your invoice (PDF)',
    einvoiceLink: 'E-invoice (XML, EN 16931)',
  },
  it: {
    toggle: 'Mi serve una fattura per la mia azienda',
    hint: 'Facoltativo: i dati della tua azienda in fattura.',
    company: 'Ragione sociale',
    address: 'Indirizzo',
    addressPlaceholder: 'Via, numero civico, CAP, città',
    country: 'Paese',
    countryChoose: 'Scegli un paese',
    euGroup: 'Unione europea',
    otherGroup: 'Altri paesi',
    vatId: 'Partita IVA (facoltativa)',
    vatIdHint:
      'Con una partita IVA UE di un paese diverso da quello del venditore, confermata da VIES: senza IVA (reverse charge).',
    messages: BUSINESS_MESSAGES.it,
    invoiceLink: 'Scarica la fattura (PDF)',
    einvoiceLink: 'Fattura elettronica (XML, EN 16931)',
  },
  de: {
    toggle: 'Ich benötige eine Rechnung für mein Unternehmen',
    hint: 'Freiwillig: Ihre Firmendaten auf der Rechnung.',
    company: 'Firmenname',
    address: 'Anschrift',
    addressPlaceholder: 'Straße, Hausnummer, PLZ, Ort',
    country: 'Land',
    countryChoose: 'Land wählen',
    euGroup: 'Europäische Union',
    otherGroup: 'Andere Länder',
    vatId: 'USt-IdNr. (freiwillig)',
    vatIdHint:
      'Mit einer von VIES bestätigten USt-IdNr. eines anderen EU-Landes als dem des Verkäufers: ohne Umsatzsteuer (Reverse Charge).',
    messages: BUSINESS_MESSAGES.de,
    invoiceLink: 'Rechnung herunterladen (PDF)',
    einvoiceLink: 'E-Rechnung (XML, EN 16931)',
  },
  es: {
    toggle: 'Necesito una factura para mi empresa',
    hint: 'Opcional: los datos de tu empresa en la factura.',
    company: 'Nombre de la empresa',
    address: 'Dirección',
    addressPlaceholder: 'Calle, número, código postal, ciudad',
    country: 'País',
    countryChoose: 'Elige un país',
    euGroup: 'Unión Europea',
    otherGroup: 'Otros países',
    vatId: 'NIF-IVA (opcional)',
    vatIdHint:
      'Con un NIF-IVA de la UE de un país distinto al del vendedor, confirmado por VIES: sin IVA (inversión del sujeto pasivo).',
    messages: BUSINESS_MESSAGES.es,
    invoiceLink: 'Descargar la factura (PDF)',
    einvoiceLink: 'Factura electrónica (XML, EN 16931)',
  },
  fr: {
    toggle: 'J’ai besoin d’une facture pour mon entreprise',
    hint: 'Facultatif : les coordonnées de votre entreprise sur la facture.',
    company: 'Raison sociale',
    address: 'Adresse',
    addressPlaceholder: 'Rue, numéro, code postal, ville',
    country: 'Pays',
    countryChoose: 'Choisissez un pays',
    euGroup: 'Union européenne',
    otherGroup: 'Autres pays',
    vatId: 'N° de TVA intracommunautaire (facultatif)',
    vatIdHint:
      'Avec un numéro de TVA de l’UE d’un autre pays que celui du vendeur, confirmé par VIES : sans TVA (autoliquidation).',
    messages: BUSINESS_MESSAGES.fr,
    invoiceLink: 'Télécharger la facture (PDF)',
    einvoiceLink: 'Facture électronique (XML, EN 16931)',
  },
};
