import { useState } from 'react';
import { formatCents } from '../../shared/format';
import { partialRefundSchema, type OrderDetail } from '../../shared/api/orders';
import { inputClass } from './schema-form';

/**
 * Teilerstattung on the order page: an amount in euros, checked in the browser with the
 * server's own rule (the server checks it again, and against what is still refundable), then
 * confirmed. `onRefund` runs the action and answers a message for the field, if any.
 */
export function PartialRefundForm({
  detail,
  isBusy,
  onRefund,
}: {
  detail: OrderDetail;
  isBusy: boolean;
  onRefund: (amount: string) => Promise<string | null>;
}) {
  const { order, actions } = detail;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const allowed = actions.partialRefund;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = partialRefundSchema.safeParse({ version: order.version, amount });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    const cents = parsed.data.amount;
    if (cents > order.refundable) {
      setError(
        `Der Betrag ist zu hoch: noch erstattbar sind höchstens ${formatCents(order.refundable, order.currency)}.`,
      );
      return;
    }
    const question =
      `Von der Bestellung ${order.id} ${formatCents(cents, order.currency)} erstatten?\n\n` +
      `Der Betrag geht über den Zahlungsanbieter an ${order.email} zurück; es wird eine Rechnungskorrektur ausgestellt und per E-Mail gesendet. ` +
      (cents === order.refundable
        ? 'Damit ist die Bestellung vollständig erstattet und der Download-Link wird gesperrt.'
        : 'Der Download-Link bleibt gültig.');
    if (!window.confirm(question)) return;
    setError(null);
    const fieldError = await onRefund(amount);
    if (fieldError) setError(fieldError);
    else setAmount('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="min-w-0" noValidate>
      <div className="flex flex-wrap items-start gap-2">
        <label htmlFor="partial-refund-amount" className="sr-only">
          Betrag der Teilerstattung in Euro
        </label>
        <input
          id="partial-refund-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          placeholder="Betrag, z. B. 5,00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={!allowed.allowed || isBusy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'partial-refund-error' : undefined}
          className={`${inputClass} w-36`}
        />
        <button
          type="submit"
          disabled={!allowed.allowed || isBusy}
          className="inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Teilerstattung
        </button>
      </div>
      {error && (
        <p id="partial-refund-error" role="alert" className="mt-1 max-w-xs text-xs text-red-800">
          {error}
        </p>
      )}
      {!allowed.allowed ? (
        // The reason Erstatten shows already (the order is refunded, say) is not said twice.
        !actions.refund.allowed && actions.refund.reason === allowed.reason ? null : (
          <p className="mt-1 max-w-xs text-xs text-muted">{allowed.reason}</p>
        )
      ) : (
        <p className="mt-1 max-w-xs text-xs text-muted">
          Noch erstattbar: {formatCents(order.refundable, order.currency)}
        </p>
      )}
    </form>
  );
}
