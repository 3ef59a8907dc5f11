import type { ViesClient } from '../../adapters/vies';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import type { PaymentProvider } from '../../adapters/payments/types';
import type { FileStore } from '../../adapters/storage/types';
import type { PdfRenderer } from '../../adapters/pdf/index';

/**
 * What the money path works with, from the checkout to the payment's events, its delivery and
 * its invoices: in a module of its own, so that checkout and fulfilment, which both take it,
 * need not import each other.
 */
export interface CheckoutDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where invoice PDFs are stored once issued; without it they are made on first request. */
  files?: FileStore;
  /** Draws the invoice PDFs stored in `files`. */
  pdf?: Pick<PdfRenderer, 'renderInvoice'>;
  /** Confirms a business buyer's VAT number before a reverse charge; without it none is. */
  vies?: ViesClient;
  /** Starts stamping a just-paid purchase's copy in the background (decision D20). */
  prepareCopy?: (purchaseId: string) => void;
}
