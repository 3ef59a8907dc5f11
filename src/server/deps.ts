import type { Adapters } from './adapters/index';
import type { Config } from './config';
import type { Db, DbKind } from './db/index';
import type { Logger } from './logger';
import type { PageCache } from './page-cache';
import type { PageCounter } from './domain/insight/insight';
import type { SessionUser } from './domain/access/sessions';
import type { ShopServices } from '../shared/context';
import type { ServerPage } from '../shared/server-page';

/**
 * Everything the HTTP application is built from. `main.ts` builds each adapter once (payments,
 * Google sign-in, PDF, file store) and hands them in; tests hand in the same adapters pointed
 * at local stand-ins. A leaf module: types only.
 */
export interface AppDeps extends Adapters {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Where `db` is, for what opens a connection of its own (the CSV export's thread). */
  dbTarget: Config['database'];
  logger: Logger;
  /** React Router's request handler; absent in API-only tests. */
  renderPage?: (
    request: Request,
    context: { shop: ShopServices; cspNonce?: string; page?: ServerPage },
  ) => Promise<Response>;
  /** Folder of the client build (hashed assets and public files). */
  clientDir?: string;
  /** Receives the page cache, so writes that change what pages show can invalidate it. */
  onPageCache?: (cache: PageCache) => void;
  /** First-party page counts (D6); absent when counting is off. */
  counter?: PageCounter;
  /** How long a download waits for its copy before the "being prepared" page (default 4 s). */
  copyWaitMs?: number;
  /** After how many seconds the "being prepared" page reloads itself (default 2). */
  preparingReloadSeconds?: number;
  /**
   * The least time an accepted "send my link again" request takes, buyer or stranger alike
   * (default 120 ms).
   */
  linkResendMinMs?: number;
  /** Delay of the demo provider's "pay later" success. */
  demoPayLaterMs?: number;
}

/** The Hono environment of every sub-app: set by the app's first middleware, and by the guards. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The request's logger: every line carries its request id. */
    log: Logger;
    /** The client's address, as far as the trusted proxies say (TRUST_PROXY). */
    clientIp: string;
    /** The signed-in user, set by requireUser / requireAdmin. */
    user: SessionUser;
  };
};
