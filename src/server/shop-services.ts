import type { ShopServices } from '../shared/context';
import { publicSettings } from './config';
import type { AppDeps } from './deps';
import { listActiveProducts } from './domain/catalog';
import { withdrawalInfo } from './domain/withdrawal';
import { readPartnerPage } from './domain/partner-page';

/** The server functions React Router's loaders may call (through the load context). */
export function createShopServices(deps: AppDeps): ShopServices {
  const { config, db, logger } = deps;
  return {
    settings: publicSettings(config),
    listProducts: () => listActiveProducts(db),
    withdrawal: (token) => withdrawalInfo({ db, config, provider: deps.payments, logger }, token),
    partnerPage: (token) => readPartnerPage({ db, config }, token),
  };
}
