import { tmpdir } from 'node:os';
import type { Logger } from 'pino';
import { createMailTransport } from '../../src/server/adapters/mail';
import { startMailWorker } from '../../src/server/domain/delivery/mail-outbox';
import type { TestDatabase } from './databases';

/**
 * A mail worker on a test database that sends through an SMTP sink: it never polls on its own,
 * so a test decides with `drain()` when the outbox is sent.
 */
export function startSinkMailWorker(
  d: TestDatabase,
  smtpUrl: string,
  logger: Logger,
  more: Pick<Parameters<typeof startMailWorker>[0], 'onPermanentFailure'> = {},
) {
  return startMailWorker({
    db: d.db,
    dbKind: d.kind,
    transport: createMailTransport(
      { smtpUrl, mailFrom: 'Shop <no-reply@shop.test>', dataDir: tmpdir() },
      logger,
    ),
    logger,
    pollMs: 60_000,
    ...more,
  });
}
