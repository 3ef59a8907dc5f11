import { OrderTeam } from './order-team';
import { useRef, useState } from 'react';
import { formatCents } from '../../shared/format';
import { useLocation } from 'react-router';
import type { Allowed, OrderActionResult, OrderDetail } from '../../shared/api/orders';
import { ApiError } from '../lib/api-error';
import {
  runMemberAction,
  runOrderAction,
  runPartialRefund,
  type MemberAction,
  type OrderAction,
} from './order-api';

type Busy = OrderAction | 'partial-refund' | `member-${MemberAction}`;
import { PartialRefundForm } from './partial-refund-form';
import { discountText, OrderFactsList, providerName, StatusBadge, Timeline } from './order-parts';
import { OrderInvoices } from './order-invoices';
import { BackLink, LoadFailure } from './page-parts';
import { ORDERS_TABLE, tablePath } from './dashboard';

type Notice = { tone: 'ok' | 'error'; text: string };

/** The German question before an action: it names the order and says what will happen. */
function confirmation(action: OrderAction, detail: OrderDetail): string {
  const { order, linkPolicy } = detail;
  switch (action) {
    case 'refund':
      return `Bestellung ${order.id} vollständig erstatten?\n\n${formatCents(order.refundedAmount > 0 ? order.refundable : order.amount, order.currency)}${order.refundedAmount > 0 ? ' (der noch nicht erstattete Rest)' : ''} gehen über ${providerName(order.provider)} an ${order.email} zurück. Der Download-Link wird gesperrt, und die Käuferin oder der Käufer erhält eine Bestätigung per E-Mail.`;
    case 'resend':
      return `Die Liefer-E-Mail der Bestellung ${order.id} erneut an ${order.email} senden?`;
    case 'renew-link':
      return `Für die Bestellung ${order.id} einen neuen Link ausstellen?\n\nDer Link erhält eine neue Adresse; die bisherige wird gesperrt, auch wo sie weitergegeben wurde. Der neue Link gilt ${linkPolicy.days} Tage für ${linkPolicy.downloads} weitere Downloads; ${order.email} erhält ihn per E-Mail.`;
    case 'issue-invoice':
      return `Für die Bestellung ${order.id} jetzt die Rechnung ausstellen?\n\nSie erhält die nächste Rechnungsnummer, das heutige Rechnungsdatum und den Tag der Zahlung als Leistungsdatum; ${order.email} erhält sie per E-Mail. Aufheben lässt sie sich danach nur mit einer Stornorechnung.`;
    case 'reissue-reverse-charge':
      return `Die USt-IdNr. der Bestellung ${order.id} jetzt erneut bei VIES prüfen und die Rechnung als Reverse-Charge-Rechnung neu ausstellen?\n\nNur wenn VIES die Nummer bestätigt: Die bisherige Rechnung wird storniert, eine neue ohne USt ausgestellt, und ${order.email} erhält beide per E-Mail. Geld wird dabei nicht bewegt.`;
  }
}

const ACTIONS: Array<{ action: OrderAction; label: string; key: keyof OrderDetail['actions'] }> = [
  { action: 'resend', label: 'Link erneut senden', key: 'resend' },
  { action: 'renew-link', label: 'Neuen Link ausstellen', key: 'renewLink' },
  { action: 'refund', label: 'Erstatten', key: 'refund' },
];

function ActionButton({
  label,
  allowed,
  isBusy,
  isDanger,
  onClick,
}: {
  label: string;
  allowed: Allowed;
  isBusy: boolean;
  isDanger: boolean;
  onClick: () => void;
}) {
  const style = isDanger
    ? 'border-red-300 bg-white text-red-800 hover:bg-red-50'
    : 'border-stone-300 bg-white text-ink hover:bg-stone-50';
  return (
    <div className="min-w-0">
      <button
        type="button"
        onClick={onClick}
        disabled={!allowed.allowed || isBusy}
        className={`inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${style}`}
      >
        {label}
      </button>
      {!allowed.allowed && <p className="mt-1 max-w-xs text-xs text-muted">{allowed.reason}</p>}
    </div>
  );
}

/**
 * One order with every fact, its timeline and the actions it allows (the order desk). The
 * route's loader reads the order (`loaded`, or why it could not: `loadError`); an action's
 * answer replaces it here until the loader reads it again ("Aktualisieren").
 */
export function OrderPage({
  id,
  loaded,
  loadError,
}: {
  id: string;
  loaded: OrderDetail | null;
  loadError: string | null;
}) {
  const location = useLocation();
  const [detail, setDetail] = useState(loaded);
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    setDetail(loaded);
  }
  const [busy, setBusy] = useState<Busy | null>(null);
  // A second click before the first one's answer (a double click) starts nothing.
  const inFlight = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const message = (location.state as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? { tone: 'ok', text: message } : null;
  });

  const run = (action: OrderAction) =>
    detail &&
    act(action, confirmation(action, detail), () =>
      runOrderAction(id, action, detail.order.version),
    );

  /** A team copy's action: its member's e-mail again, or a new link for the member. */
  const runMember = (seat: number, kind: MemberAction, email: string) =>
    act(
      `member-${kind}`,
      kind === 'renew-link'
        ? `Für Exemplar ${seat} einen neuen Link ausstellen?\n\nDer bisherige Link von ${email} wird gesperrt; ${email} erhält den neuen per E-Mail.`
        : `Die E-Mail zu Exemplar ${seat} erneut an ${email} senden?`,
      () => runMemberAction(id, seat, kind, detail!.order.version),
    );

  const act = async (
    key: Busy,
    question: string,
    call: () => Promise<OrderActionResult>,
  ): Promise<void> => {
    if (!detail || inFlight.current) return;
    inFlight.current = true;
    if (!window.confirm(question)) {
      inFlight.current = false;
      return;
    }
    setBusy(key);
    setNotice(null);
    try {
      const result = await call();
      setDetail(result.detail);
      setNotice({ tone: 'ok', text: result.message });
    } catch (err) {
      if (err instanceof ApiError && err.detail) setDetail(err.detail as OrderDetail);
      setNotice({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  /** Teilerstattung; answers the amount field's message when the server refused the amount. */
  const runPartial = async (amount: string): Promise<string | null> => {
    if (!detail || inFlight.current) return null;
    inFlight.current = true;
    setBusy('partial-refund');
    setNotice(null);
    try {
      const result = await runPartialRefund(id, detail.order.version, amount);
      setDetail(result.detail);
      setNotice({ tone: 'ok', text: result.message });
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.detail) setDetail(err.detail as OrderDetail);
      const text = err instanceof Error ? err.message : String(err);
      setNotice({ tone: 'error', text });
      return err instanceof ApiError ? (err.errors?.amount ?? null) : null;
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const back = <BackLink to={tablePath(ORDERS_TABLE)}>← Zurück zu den Bestellungen</BackLink>;
  if (loadError || !detail) {
    return <LoadFailure width="max-w-7xl" back={back} message={loadError ?? 'Fehler'} />;
  }
  const { order } = detail;
  return (
    <div className="mx-auto max-w-7xl">
      {back}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-ink">Bestellung {order.id}</h2>
        <StatusBadge status={order.status} label={order.statusLabel} />
        {order.deliveryFailedAt && (
          <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-200">
            ⚠ Zustellung fehlgeschlagen
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-muted">
        {formatCents(order.amount, order.currency)}
        {order.discountCode && ` · ${discountText(order)}`} · {order.email} · {order.productName}
      </p>

      <section
        aria-label="Aktionen"
        className="mt-5 flex flex-wrap items-start gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        {ACTIONS.map(({ action, label, key }) => (
          <ActionButton
            key={action}
            label={busy === action ? 'Bitte warten...' : label}
            allowed={detail.actions[key]}
            isBusy={busy !== null}
            isDanger={action === 'refund'}
            onClick={() => void run(action)}
          />
        ))}
        <PartialRefundForm detail={detail} isBusy={busy !== null} onRefund={runPartial} />
      </section>

      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded-md border px-4 py-3 text-sm [overflow-wrap:anywhere] ${
            notice.tone === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900'
          }`}
        >
          {notice.text}
        </div>
      )}

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Panel id="facts-heading" title="Angaben" gap="mb-2">
          <OrderFactsList order={order} />
        </Panel>
        <Panel id="timeline-heading" title="Verlauf" gap="mb-3">
          <Timeline events={detail.timeline} />
        </Panel>
      </div>
      <OrderInvoices
        detail={detail}
        issuing={busy === 'issue-invoice'}
        onIssue={() => void run('issue-invoice')}
        reissuing={busy === 'reissue-reverse-charge'}
        onReissue={() => void run('reissue-reverse-charge')}
      />
      {detail.team && <OrderTeam team={detail.team} isBusy={busy !== null} onAction={runMember} />}
    </div>
  );
}

/** A white card of the order page, named by its heading. */
function Panel({
  id,
  title,
  gap,
  children,
}: {
  id: string;
  title: string;
  gap: 'mb-2' | 'mb-3';
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={id} className={`${gap} text-base font-semibold text-ink`}>
        {title}
      </h3>
      {children}
    </section>
  );
}
