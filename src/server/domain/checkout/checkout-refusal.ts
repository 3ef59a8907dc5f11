import {
  BUSINESS_MESSAGES,
  businessMessage,
  type BusinessError,
} from '../../../shared/api/business';
import type { Lang } from '../../../shared/languages';
import { CHECKOUT_MESSAGES } from '../../content';
import { DomainError, type ErrorKind } from '../common/errors';
import type { PublicCodeRefusal } from './discount-codes';

/**
 * Why a checkout, purchase-detail or withdrawal request was refused: the code the pages act on,
 * the kind of refusal and, for a business buyer's detail, the field it concerns. The message
 * is the one of the same name in the buyer's language.
 */
export type CheckoutError =
  | 'invalidEmail'
  | 'termsRequired'
  | 'deliveryConsentRequired'
  | 'productUnavailable'
  | 'invalidRequest'
  | 'sessionFailed'
  | 'sessionIdMissing'
  | 'sessionUnknown'
  | 'detailOtherBrowser'
  | 'paymentFailed'
  | 'paymentExpired'
  | 'purchaseRefunded'
  | 'purchaseWithdrawn'
  | 'withdrawInvalid'
  | 'withdrawLapsed'
  | 'withdrawRefundFailed'
  | 'withdrawReplaced'
  | 'withdrawRefunded'
  | 'withdrawPartlyRefunded'
  | 'withdrawBusiness'
  | PublicCodeRefusal
  | 'codeHoldsPerClient'
  | BusinessError;

const REFUSALS: Record<CheckoutError, { kind: ErrorKind; field?: string }> = {
  invalidEmail: { kind: 'invalid' },
  termsRequired: { kind: 'invalid' },
  deliveryConsentRequired: { kind: 'invalid' },
  productUnavailable: { kind: 'invalid' },
  invalidRequest: { kind: 'invalid' },
  sessionFailed: { kind: 'upstream' },
  sessionIdMissing: { kind: 'invalid' },
  sessionUnknown: { kind: 'not-found' },
  detailOtherBrowser: { kind: 'forbidden' },
  paymentFailed: { kind: 'conflict' },
  paymentExpired: { kind: 'conflict' },
  purchaseRefunded: { kind: 'gone' },
  purchaseWithdrawn: { kind: 'gone' },
  withdrawInvalid: { kind: 'not-found' },
  withdrawLapsed: { kind: 'conflict' },
  withdrawRefundFailed: { kind: 'upstream' },
  withdrawReplaced: { kind: 'gone' },
  withdrawRefunded: { kind: 'gone' },
  withdrawPartlyRefunded: { kind: 'conflict' },
  withdrawBusiness: { kind: 'conflict' },
  // A discount code that does not apply: the field's message (decision D17, record 085).
  codeUnknown: { kind: 'invalid', field: 'discountCode' },
  codeExpired: { kind: 'conflict', field: 'discountCode' },
  codeNotForEdition: { kind: 'invalid', field: 'discountCode' },
  codeHoldsPerClient: { kind: 'conflict', field: 'discountCode' },
  // A business buyer's invoice details, refused before any payment (decision D16).
  companyRequired: { kind: 'invalid', field: 'company' },
  addressRequired: { kind: 'invalid', field: 'address' },
  invalidCountry: { kind: 'invalid', field: 'country' },
  invalidVatId: { kind: 'invalid', field: 'vatId' },
};

/** A refusal in the buyer's language; `country` is the business country, for a VAT example. */
export function checkoutRefusal(code: CheckoutError, lang: Lang, country?: string): DomainError {
  const { kind, field } = REFUSALS[code];
  const message =
    code in BUSINESS_MESSAGES.en
      ? businessMessage(lang, code as BusinessError, country)
      : CHECKOUT_MESSAGES[lang][code as Exclude<CheckoutError, BusinessError>];
  return new DomainError(kind, message, {
    code,
    ...(field ? { errors: { [field]: message } } : {}),
  });
}
