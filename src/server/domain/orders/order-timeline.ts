import type { Selectable } from 'kysely';
import { formatCents, germanDate } from '../../../shared/format';
import type { TimelineEvent } from '../../../shared/api/orders';
import type { Db } from '../../db/index';
import type { LinkRenewalsTable, MailOutboxTable } from '../../db/types';
import { listAuditForRow, type AuditEntry } from '../tables/audit-log';
import type { Purchase } from './purchases';
import { statusLabel } from '../tables/table-rules';
import { germanQuote } from '../../../shared/german-quote';

/**
 * The story of one order for its page in the admin: created, paid, each e-mail (queued, sent,
 * failed with the reason), each download, link renewals, withdrawal, refund and every
 * administrator action with who did it. Oldest first. Texts are German, like the admin (D12).
 */

const PROVIDER_NAMES: Record<string, string> = { stripe: 'Stripe', demo: 'Demo-Zahlung' };
export const providerName = (p: string): string => PROVIDER_NAMES[p] ?? p;

const FIELD_NAMES: Record<string, string> = {
  email: 'E-Mail',
  name: 'Name',
  status: 'Status',
  refunded_at: 'Erstattet am',
  link_expires_at: 'Link gültig bis',
  download_limit: 'Erlaubte Downloads',
};

type MailRow = Pick<
  Selectable<MailOutboxTable>,
  'id' | 'to_address' | 'subject' | 'status' | 'attempts' | 'last_error' | 'created_at'
> & { sent_at: string | null; failed_at: string | null; next_attempt_at: string };

/** The e-mails of an order: those it was queued with, and the older keyed ones. */
async function listOrderMails(db: Db, id: string): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'failed_at',
      'next_attempt_at',
    ])
    .where((eb) =>
      eb.or([
        eb('purchase_id', '=', id),
        eb('dedupe_key', 'in', [`delivery:${id}`, `sale-notification:${id}`, `withdrawal:${id}`]),
      ]),
    )
    .orderBy('created_at')
    .limit(200)
    .execute() as Promise<MailRow[]>;
}

function mailEvents(mail: MailRow): TimelineEvent[] {
  const subject = `${germanQuote(mail.subject)} an ${mail.to_address}`;
  const events: TimelineEvent[] = [
    {
      at: mail.created_at,
      kind: 'mail-queued',
      title: 'E-Mail eingereiht',
      detail: subject,
      tone: 'neutral',
    },
  ];
  if (mail.status === 'sent' && mail.sent_at) {
    events.push({
      at: mail.sent_at,
      kind: 'mail-sent',
      title: 'E-Mail gesendet',
      detail: subject,
      tone: 'ok',
    });
  } else if (mail.status === 'failed') {
    events.push({
      at: mail.failed_at ?? mail.created_at,
      kind: 'mail-failed',
      title: 'E-Mail endgültig fehlgeschlagen',
      detail: `${subject} – nach ${Number(mail.attempts)} Versuch(en): ${mail.last_error ?? 'unbekannter Grund'}`,
      tone: 'error',
    });
  } else if (mail.last_error) {
    events.push({
      at: mail.created_at,
      kind: 'mail-delayed',
      title: 'E-Mail-Zustellung verzögert, wird wiederholt',
      detail: `${subject} – ${mail.last_error}`,
      tone: 'warn',
    });
  }
  return events;
}

function auditEvent(entry: AuditEntry): TimelineEvent {
  const base = { at: entry.at, kind: 'admin' as const, actor: entry.actor };
  switch (entry.action) {
    case 'update': {
      const after = JSON.parse(entry.after ?? '{}') as Record<string, unknown>;
      const before = JSON.parse(entry.before ?? '{}') as Record<string, unknown>;
      const changes = Object.keys(after).map(
        (k) => `${FIELD_NAMES[k] ?? k}: ${String(before[k] ?? '–')} → ${String(after[k] ?? '–')}`,
      );
      return {
        ...base,
        title: 'Bestellung bearbeitet',
        detail: changes.join('; '),
        tone: 'neutral',
      };
    }
    case 'refund':
      return { ...base, title: 'Erstattet', detail: entry.summary, tone: 'warn' };
    case 'partial-refund':
      return { ...base, title: 'Teilweise erstattet', detail: entry.summary, tone: 'warn' };
    case 'refund-failed':
      return { ...base, title: 'Erstattung fehlgeschlagen', detail: entry.summary, tone: 'error' };
    case 'resend':
      return { ...base, title: 'Link erneut gesendet', detail: entry.summary, tone: 'neutral' };
    case 'renew-link':
      return { ...base, title: 'Neuer Link ausgestellt', detail: entry.summary, tone: 'neutral' };
    case 'free-copy':
      return {
        ...base,
        title: 'Gratisexemplar ausgestellt',
        detail: entry.summary,
        tone: 'neutral',
      };
    case 'issue-invoice':
      return { ...base, title: 'Rechnung ausgestellt', detail: entry.summary, tone: 'neutral' };
    case 'reissue-reverse-charge':
      return {
        ...base,
        title: 'Als Reverse-Charge neu ausgestellt',
        detail: entry.summary,
        tone: 'neutral',
      };
    case 'delete':
      return { ...base, title: 'Gelöscht', detail: entry.summary, tone: 'error' };
    default:
      return { ...base, title: entry.action, detail: entry.summary, tone: 'neutral' };
  }
}

/** `before`: the downloads made before the renewal, on top of which its allowance counts. */
function renewalEvent(r: Selectable<LinkRenewalsTable>, before: number): TimelineEvent {
  const until = germanDate(r.expires_at);
  const allowance = Math.max(0, Number(r.download_limit) - before);
  return {
    at: r.renewed_at,
    kind: 'renewal',
    title: 'Link erneuert (vom Käufer angefordert)',
    detail: `gültig bis ${until}, ${allowance} weitere Downloads`,
    ...(r.actor ? { actor: r.actor } : {}),
    tone: 'neutral',
  };
}

export async function buildTimeline(
  db: Db,
  p: Purchase,
  product: string,
): Promise<TimelineEvent[]> {
  const [mails, downloads, renewals, audit] = await Promise.all([
    listOrderMails(db, p.id),
    db
      .selectFrom('purchase_downloads')
      .select('at')
      .where('purchase_id', '=', p.id)
      .orderBy('at')
      .limit(500)
      .execute(),
    db
      .selectFrom('link_renewals')
      .selectAll()
      .where('purchase_id', '=', p.id)
      .orderBy('renewed_at')
      .execute(),
    listAuditForRow(db, 'ebook_purchases', p.id),
  ]);
  const partialRefunds = await db
    .selectFrom('purchase_refunds')
    .select(['at', 'amount', 'refunded_total', 'source', 'invoice_number'])
    .where('purchase_id', '=', p.id)
    .orderBy('refunded_total')
    .execute();
  const events: TimelineEvent[] = [];
  const isFree = p.status === 'free';
  events.push({
    at: p.created_at,
    kind: 'created',
    title: isFree ? 'Gratisexemplar angelegt' : 'Bestellung angelegt',
    detail: `${product}, ${formatCents(Number(p.amount), p.currency)}, Sprache ${p.language.toUpperCase()}`,
    tone: 'neutral',
  });
  // What the buyer agreed to, each with the version of the text agreed to; the reminder's
  // consent is optional (decision D18).
  const consents: Array<[at: string | null, version: string | null, title: string]> = [
    [p.consent_at, p.consent_version, 'AGB und Datenschutz akzeptiert'],
    [
      p.delivery_consent_at,
      p.delivery_consent_version,
      'Der sofortigen Lieferung zugestimmt (Widerrufsrecht erlischt)',
    ],
    [p.reminder_consent_at, p.reminder_consent, 'Einer Erinnerungs-E-Mail zugestimmt (freiwillig)'],
  ];
  for (const [at, version, title] of consents) {
    if (at)
      events.push({
        at,
        kind: 'consent',
        title,
        detail: `Version ${version ?? '–'}`,
        tone: 'neutral',
      });
  }
  // The checkout reminder: sent, unsubscribed, and the checkout that came back through it.
  const reminders: Array<[at: string | null, title: string, detail: string]> = [
    [p.reminder_sent_at, 'Erinnerung an den offenen Kauf eingereiht', `an ${p.email}`],
    [
      p.reminder_unsubscribed_at,
      'Erinnerungen abbestellt',
      'Keine weitere Erinnerung an offene Käufe dieser Adresse',
    ],
    [
      p.reminder_of ? p.created_at : null,
      'Über den Link einer Erinnerung zurückgekehrt',
      `Erinnert wurde an Bestellung ${p.reminder_of}`,
    ],
  ];
  for (const [at, title, detail] of reminders) {
    if (at) events.push({ at, kind: 'reminder', title, detail, tone: 'neutral' });
  }
  if (p.paid_at) {
    // A discount code that left nothing to pay: no provider, no payment id.
    const payment =
      p.provider === 'none' && p.discount_code
        ? `Ohne Zahlung: Rabattcode ${p.discount_code} deckt den vollen Preis`
        : `${providerName(p.provider)}, Zahlungs-ID ${p.provider_payment_id ?? '–'}`;
    events.push(
      p.status === 'review'
        ? {
            at: p.paid_at,
            kind: 'review',
            title: 'Zahlung weicht von der Bestellung ab: zur Prüfung angehalten, nicht geliefert',
            detail: payment,
            tone: 'warn',
          }
        : {
            at: p.paid_at,
            kind: 'paid',
            title: p.provider === 'none' ? 'Kostenlos abgegeben' : 'Bezahlt',
            detail: payment,
            tone: 'ok',
          },
    );
  }
  for (const mail of mails) events.push(...mailEvents(mail));
  downloads.forEach((d, i) =>
    events.push({
      at: d.at,
      kind: 'download',
      title: `Heruntergeladen (${i + 1}.)`,
      tone: 'neutral',
    }),
  );
  // An administrator's renewal is told by its audit entry ("Neuer Link ausgestellt", with who).
  for (const r of renewals) {
    if (r.renewed_by === 'admin') continue;
    const before = downloads.filter((d) => d.at < r.renewed_at).length;
    events.push(renewalEvent(r, before));
  }
  if (p.status === 'withdrawn' && p.refunded_at) {
    events.push({
      at: p.refunded_at,
      kind: 'withdrawn',
      title: 'Vom Käufer widerrufen und erstattet',
      detail: formatCents(Number(p.amount), p.currency),
      tone: 'warn',
    });
  }
  // A partial refund made at the provider has no administrator entry of its own.
  for (const r of partialRefunds) {
    if (r.source !== 'provider') continue;
    events.push({
      at: r.at,
      kind: 'refunded',
      title: 'Teilweise erstattet beim Zahlungsanbieter',
      detail: `${formatCents(Number(r.amount), p.currency)} über ${providerName(p.provider)}, insgesamt erstattet ${formatCents(Number(r.refunded_total), p.currency)}${r.invoice_number ? `; Rechnungskorrektur ${r.invoice_number}` : ''}`,
      tone: 'warn',
    });
  }
  // A refund made at the provider (its dashboard) has no administrator entry of its own.
  if (p.status === 'refunded' && p.refunded_at && !audit.some((a) => a.action === 'refund')) {
    const before = partialRefunds.reduce((n, r) => Math.max(n, Number(r.refunded_total)), 0);
    const rest = Number(p.refunded_amount ?? 0) - before;
    events.push({
      at: p.refunded_at,
      kind: 'refunded',
      title: 'Erstattet beim Zahlungsanbieter',
      detail: `${formatCents(rest > 0 && before > 0 ? rest : Number(p.amount), p.currency)} über ${providerName(p.provider)}`,
      tone: 'warn',
    });
  }
  for (const entry of audit) events.push(auditEvent(entry));
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export { statusLabel };
