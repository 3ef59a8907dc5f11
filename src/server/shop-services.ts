import type { ShopServices } from '../shared/context';
import { publicSettings } from './config';
import type { AppDeps } from './deps';
import { listActiveProducts } from './domain/checkout/catalog';
import { withdrawalInfo } from './domain/orders/withdrawal';
import { saveTeam, teamLanguage, teamPageInfo, type TeamDeps } from './domain/delivery/team-copies';
import { prepareCopyAhead } from './domain/delivery/ebooks';
import {
  reminderLanguage,
  resumeCheckout,
  unsubscribeReminders,
} from './domain/growth/checkout-reminders';
import { partnerPageLanguage, readPartnerPage } from './domain/growth/partner-page';

/** The server functions React Router's loaders may call (through the load context). */
export function createShopServices(deps: AppDeps): ShopServices {
  const { config, db, logger } = deps;
  return {
    settings: publicSettings(config),
    listProducts: () => listActiveProducts(db),
    withdrawal: (token) => withdrawalInfo({ db, config, provider: deps.payments, logger }, token),
    resumeCheckout: async (token) => {
      const found = await resumeCheckout(db, config.sessionSecret, token);
      return found
        ? {
            email: found.email,
            language: found.language,
            discountCode: found.discountCode,
            copies: found.copies,
          }
        : null;
    },
    unsubscribeReminders: (token) => unsubscribeReminders(db, config.sessionSecret, token),
    reminderLanguage: (token) => reminderLanguage(db, config.sessionSecret, token),
    partnerPage: (token) => readPartnerPage({ db, config }, token),
    partnerLanguage: (token) => partnerPageLanguage({ db, config }, token),
    teamPage: (token) => teamPageInfo({ db, config }, token),
    teamLanguage: (token) => teamLanguage({ db, config }, token),
    saveTeam: (token, input) => saveTeam(teamDeps(deps), token, input),
  };
}

/** What the team page's save needs: the database, the settings, and the stamp pool for copies ahead. */
export function teamDeps(deps: AppDeps): TeamDeps {
  return {
    db: deps.db,
    config: deps.config,
    prepare: (copy) => prepareCopyAhead(deps.db, deps, copy),
  };
}
