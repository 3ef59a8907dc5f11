import { germanLanguageName as languageName } from '../../shared/schema-labels';
import { berlinDateTimeText, formatCents } from '../../shared/format';
import type { ReactNode } from 'react';
import type { OrderFacts, TimelineEvent, TimelineTone } from '../../shared/api/orders';
import { downloadsText } from './cells';

/** The order page's parts: the status badge, the facts and the timeline. German throughout. */

/**
 * A moment as the seller reads it, on the Berlin clock with the zone's name ("25.11.2026, 15:04
 * MEZ"), whatever the zone of the browser or the server that renders it.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  return berlinDateTimeText(iso) ?? iso;
}

const PROVIDER_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  demo: 'Demo-Zahlung',
  none: 'keiner (Gratisexemplar)',
};
export const providerName = (code: string) => PROVIDER_NAMES[code] ?? code;

const STATUS_STYLES: Record<string, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partially_refunded: 'bg-emerald-50 text-emerald-900 ring-amber-300',
  free: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  review: 'bg-amber-50 text-amber-900 ring-amber-300',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
  withdrawn: 'bg-stone-100 text-stone-700 ring-stone-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${STATUS_STYLES[status] ?? STATUS_STYLES.pending}`}
    >
      {label}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-3 py-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const withTime = (version: string | null, at: string | null) =>
  at ? `${formatDateTime(at)} (Version ${version ?? '–'})` : '–';

/** "Rabattcode: LAUNCH (−9,40 €), Listenpreis 47,00 €": the code, its discount, the list price. */
export function discountText(
  order: Pick<OrderFacts, 'discountCode' | 'discountAmount' | 'listPrice' | 'amount' | 'currency'>,
): string {
  const list = order.listPrice ?? order.amount + order.discountAmount;
  return `Rabattcode: ${order.discountCode} (−${formatCents(order.discountAmount, order.currency)}), Listenpreis ${formatCents(list, order.currency)}`;
}

/** Every fact of the order, in the order a support case needs them. */
export function OrderFactsList({ order }: { order: OrderFacts }) {
  return (
    <dl className="divide-y divide-stone-100">
      <Fact label="Bestellnummer">
        <span className="font-mono">{order.id}</span>
      </Fact>
      <Fact label="Status">{order.statusLabel}</Fact>
      <Fact label="E-Mail">{order.email}</Fact>
      <Fact label="Name">{order.name || '–'}</Fact>
      <Fact label="Sprache">{languageName(order.language)}</Fact>
      <Fact label="Produkt">
        {order.productName} <span className="text-muted">({order.productId})</span>
      </Fact>
      <Fact label="Betrag">{formatCents(order.amount, order.currency)}</Fact>
      {order.discountCode && (
        <Fact label="Rabatt">
          <span data-testid="order-discount">{discountText(order)}</span>
        </Fact>
      )}
      {order.referral && (
        <Fact label="Partner">
          <span data-testid="order-referral">
            {order.referral.code} ({order.referral.percent} % Provision auf den Nettobetrag)
          </span>
        </Fact>
      )}
      <Fact label="Erstellt am">{formatDateTime(order.createdAt)}</Fact>
      <Fact label="Bezahlt am">{formatDateTime(order.paidAt)}</Fact>
      <Fact label="Zahlungsanbieter">
        {order.provider === 'none' && order.discountCode
          ? 'keiner (mit dem Rabattcode nichts zu zahlen)'
          : providerName(order.provider)}
      </Fact>
      <Fact label="Zahlungs-ID">
        <span className="font-mono text-xs">{order.providerPaymentId ?? '–'}</span>
      </Fact>
      <Fact label="Gebühr">
        <span data-testid="order-fee">
          {order.providerFee === null ? '–' : formatCents(order.providerFee, order.currency)}
        </span>
      </Fact>
      <Fact label="Netto erhalten">
        {order.providerNet === null ? '–' : formatCents(order.providerNet, order.currency)}
      </Fact>
      <Fact label="Sitzungs-ID">
        <span className="font-mono text-xs">{order.providerSessionId ?? '–'}</span>
      </Fact>
      <Fact label="Downloads">
        {downloadsText(order.downloadCount, order.downloadLimit, order.linkDownloads)}
      </Fact>
      <Fact label="Link gültig bis">
        {order.status === 'refunded' || order.status === 'withdrawn'
          ? `gesperrt (${order.statusLabel})`
          : formatDateTime(order.linkExpiresAt)}
      </Fact>
      <Fact label="Erster Download">{formatDateTime(order.firstDownloadAt)}</Fact>
      <Fact label="Download-Link">
        {order.downloadUrl ? <span className="font-mono text-xs">{order.downloadUrl}</span> : '–'}
      </Fact>
      <Fact label="AGB akzeptiert">{withTime(order.consentVersion, order.consentAt)}</Fact>
      <Fact label="Sofortige Lieferung">
        {withTime(order.deliveryConsentVersion, order.deliveryConsentAt)}
      </Fact>
      <Fact label="Erinnerung gewünscht">
        {order.reminderConsentAt
          ? `${formatDateTime(order.reminderConsentAt)}${order.reminderSentAt ? `, gesendet ${formatDateTime(order.reminderSentAt)}` : ''}`
          : 'nein'}
      </Fact>
      <Fact label="Erstattet">
        {order.refundedAmount > 0
          ? `${formatCents(order.refundedAmount, order.currency)}${order.refundable > 0 ? `, noch erstattbar ${formatCents(order.refundable, order.currency)}` : ''}`
          : '–'}
      </Fact>
      <Fact label="Erstattet am">{formatDateTime(order.refundedAt)}</Fact>
      {order.freeReason && <Fact label="Grund (Gratis)">{order.freeReason}</Fact>}
      {order.deliveryFailedAt && (
        <Fact label="Zustellung">
          <span className="font-semibold text-red-800">
            fehlgeschlagen am {formatDateTime(order.deliveryFailedAt)}
          </span>
        </Fact>
      )}
    </dl>
  );
}

const DOT: Record<TimelineTone, string> = {
  neutral: 'bg-stone-400',
  ok: 'bg-emerald-600',
  warn: 'bg-amber-500',
  error: 'bg-red-600',
};

/** The order's story, oldest first. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="relative ml-1.5 border-l border-stone-200">
      {events.map((event, i) => (
        <li key={`${event.at}-${i}`} className="relative pb-4 pl-5 last:pb-0">
          <span
            aria-hidden="true"
            className={`absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full ring-2 ring-white ${DOT[event.tone]}`}
          />
          <p className="text-xs text-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.actor && <> · {event.actor}</>}
          </p>
          <p
            className={`text-sm font-medium ${event.tone === 'error' ? 'text-red-800' : 'text-ink'}`}
          >
            {event.title}
          </p>
          {event.detail && (
            <p className="text-sm text-muted [overflow-wrap:anywhere]">{event.detail}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
