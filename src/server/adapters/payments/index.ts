import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { createDemoProvider } from './demo';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './types';

/** The configured provider: Stripe with a key, otherwise the built-in demo. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payment.provider === 'stripe') {
    return createStripeProvider({
      secretKey: config.payment.stripeSecretKey!,
      webhookSecret: config.payment.stripeWebhookSecret,
      apiBase: config.payment.stripeApiBase,
      automaticTax: config.invoicing.stripeTax,
      taxIdCollection: config.invoicing.stripeTaxIdCollection,
    });
  }
  return createDemoProvider({ db, publicUrl: config.publicUrl, secret: config.sessionSecret });
}

export type { PaymentProvider };
