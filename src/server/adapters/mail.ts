import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import anyAscii from 'any-ascii';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** One message, ready to hand over; `from` is always set by the caller (the outbox worker). */
interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A one-click unsubscribe address: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
  /** Stable Message-ID, so a receiver can recognise a repeat after a crash mid-send. */
  messageId?: string;
}

export interface MailTransport {
  /** Sender used when a queued message names none (MAIL_FROM). */
  readonly defaultFrom: string;
  /** Resolves once the SMTP server (or the outbox folder) has accepted the message. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox
 * with one log line saying where, so development needs no mail server.
 */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: Logger,
): MailTransport {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
  return outboxTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}

function smtpTransport(url: string, defaultFrom: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Short enough that a claimed message is settled long before its lease runs out.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    defaultFrom,
    async send(message) {
      // The envelope is given explicitly: an international domain travels as punycode; a
      // local part with letters beyond ASCII needs the server's SMTPUTF8, which nodemailer
      // asks for when the server offers it (a server that refuses answers 5xx: a permanent
      // failure the outbox records).
      const info = await transporter.sendMail({
        ...withHeaders(message),
        envelope: { from: envelopeAddress(message.from), to: envelopeAddress(message.to) },
      });
      return { messageId: String(info.messageId ?? message.messageId ?? '') };
    },
    close: () => transporter.close(),
  };
}

/**
 * The message as nodemailer takes it: a one-click unsubscribe address becomes its two headers
 * (RFC 2369 and RFC 8058), written as given so the address is exactly the one the mail links.
 */
function withHeaders(message: MailMessage) {
  const { listUnsubscribe, ...rest } = message;
  if (!listUnsubscribe) return rest;
  return {
    ...rest,
    headers: {
      'List-Unsubscribe': `<${listUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * An address as the SMTP envelope carries it: the bare address (no display name), its domain
 * as punycode (A-labels) when the local part is ASCII; an internationalized local part keeps
 * a UTF-8 domain, as SMTPUTF8 (RFC 6531) expects.
 */
function envelopeAddress(address: string): string {
  const bare = /<([^>]+)>\s*$/.exec(address)?.[1] ?? address.trim();
  const at = bare.lastIndexOf('@');
  if (at < 1) return bare;
  const local = bare.slice(0, at);
  const domain = bare.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(local)) return bare;
  return `${local}@${domainToASCII(domain) || domain}`;
}

function outboxTransport(dir: string, defaultFrom: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    defaultFrom,
    async send(message) {
      const info = await transporter.sendMail(withHeaders(message));
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Letters beyond ASCII are transliterated ("für" → "fur", "è" → "e"), not split apart.
      const slug = anyAscii(message.subject)
        .replace(/[^\w]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      const unique = randomBytes(3).toString('hex');
      const file = path.join(dir, `${stamp}-${unique}-${slug || 'message'}.eml`);
      writeFileSync(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, `mail written to ${file}`);
      return { messageId: String(info.messageId ?? message.messageId ?? '') };
    },
    close: () => transporter.close(),
  };
}

/**
 * True when retrying cannot help: the server refused the recipient or sender for good (5xx on
 * the envelope). Everything else (connection refused, timeouts, 4xx, a bad password) is
 * retried, because fixing the server or the configuration should still deliver the message.
 */
export function isPermanentMailError(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return (
    e?.code === 'EENVELOPE' &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600
  );
}
