import { singleLine, withoutInvisible } from './plain-text';
import type { Lang } from './languages';
import { checkVatId, isEuCountry, isKnownCountry, VAT_ID_EXAMPLES } from './vat';

/**
 * A business buyer's invoice details at checkout (decision D16), checked once: the checkout
 * form checks them as the buyer types, the server with the same rules before any payment.
 * Nothing here is asked of a consumer: the whole object is optional. No zod here, so the
 * checkout page's bundle stays without it; the request schema is in api/business.ts.
 */

/** The fields as typed. */
export interface BusinessDetailsInput {
  company: string;
  address: string;
  country: string;
  vatId?: string;
}

export const BUSINESS_LIMITS = { company: 200, address: 500, vatId: 20 } as const;

export interface BusinessDetails {
  company: string;
  address: string;
  country: string;
  /** Normalised, with its country prefix; null when none was given. */
  vatId: string | null;
}

export type BusinessError =
  'companyRequired' | 'addressRequired' | 'invalidCountry' | 'invalidVatId';

/** The messages of the business details, in the buyer's language. */
export const BUSINESS_MESSAGES: Record<Lang, Record<BusinessError, string>> = {
  en: {
    companyRequired: 'Please enter the company name for the invoice.',
    addressRequired: 'Please enter the company’s address for the invoice.',
    invalidCountry: 'Please choose the company’s country from the list.',
    invalidVatId:
      'This VAT number does not have the format of the chosen country{example}. Please check it, or leave the field empty.',
  },
  it: {
    companyRequired: 'Inserisci la ragione sociale per la fattura.',
    addressRequired: 'Inserisci l’indirizzo dell’azienda per la fattura.',
    invalidCountry: 'Scegli dall’elenco il paese dell’azienda.',
    invalidVatId:
      'Questa partita IVA non ha il formato del paese scelto{example}. Controllala o lascia il campo vuoto.',
  },
  de: {
    companyRequired: 'Bitte geben Sie den Firmennamen für die Rechnung ein.',
    addressRequired: 'Bitte geben Sie die Anschrift der Firma für die Rechnung ein.',
    invalidCountry: 'Bitte wählen Sie das Land der Firma aus der Liste.',
    invalidVatId:
      'Diese USt-IdNr. hat nicht das Format des gewählten Landes{example}. Bitte prüfen Sie sie oder lassen Sie das Feld leer.',
  },
  es: {
    companyRequired: 'Introduce el nombre de la empresa para la factura.',
    addressRequired: 'Introduce la dirección de la empresa para la factura.',
    invalidCountry: 'Elige de la lista el país de la empresa.',
    invalidVatId:
      'Este NIF-IVA no tiene el formato del país elegido{example}. Compruébalo o deja el campo vacío.',
  },
  fr: {
    companyRequired: 'Veuillez indiquer le nom de l’entreprise pour la facture.',
    addressRequired: 'Veuillez indiquer l’adresse de l’entreprise pour la facture.',
    invalidCountry: 'Veuillez choisir le pays de l’entreprise dans la liste.',
    invalidVatId:
      'Ce numéro de TVA n’a pas le format du pays choisi{example}. Veuillez le vérifier ou laisser le champ vide.',
  },
};

/** How an example is introduced, per language; {id} is the example number. */
const FOR_EXAMPLE: Record<Lang, string> = {
  en: ' (for example {id})',
  it: ' (per esempio {id})',
  de: ' (zum Beispiel {id})',
  es: ' (por ejemplo {id})',
  fr: ' (par exemple {id})',
};

/**
 * A message of the business details in the buyer's language. A refused VAT number names an
 * example of the chosen country's format (none outside the EU, where any letters and digits do).
 */
export function businessMessage(
  lang: Lang,
  code: BusinessError,
  country: string | null | undefined,
  messages: Record<BusinessError, string> = BUSINESS_MESSAGES[lang],
): string {
  const example = isEuCountry(country) ? VAT_ID_EXAMPLES[country] : null;
  return messages[code].replace(
    '{example}',
    example ? FOR_EXAMPLE[lang].replace('{id}', example) : '',
  );
}

/** Lines of an address become one, separated by commas; then the shop's one-line rule. */
function clean(value: string, max: number): string {
  return singleLine(value.replace(/\r\n?|\n/g, ', ')).slice(0, max);
}

/**
 * Checks business details field by field: the first problem of each field, or the details as
 * they will be printed. The country is an ISO code from the shop's list; an EU VAT number must
 * have its country's format.
 */
export function checkBusinessDetails(input: BusinessDetailsInput):
  | { ok: true; value: BusinessDetails }
  | {
      ok: false;
      errors: Partial<Record<'company' | 'address' | 'country' | 'vatId', BusinessError>>;
    } {
  const errors: Partial<Record<'company' | 'address' | 'country' | 'vatId', BusinessError>> = {};
  const company = clean(input.company, BUSINESS_LIMITS.company);
  const address = clean(input.address, BUSINESS_LIMITS.address);
  const country = withoutInvisible(input.country).trim().toUpperCase();
  if (!company) errors.company = 'companyRequired';
  if (!address) errors.address = 'addressRequired';
  if (!isKnownCountry(country)) errors.country = 'invalidCountry';
  let vatId: string | null = null;
  // A number copied from a document may carry direction marks it does not show: they go.
  const typed = withoutInvisible(input.vatId ?? '').trim();
  if (typed && !errors.country) {
    const check = checkVatId(typed, country);
    if (check.ok) vatId = check.vatId;
    else errors.vatId = 'invalidVatId';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { company, address, country, vatId } };
}
