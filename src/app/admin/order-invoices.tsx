import type { OrderDetail } from '../../shared/api/orders';
import { formatCents } from '../../shared/format';

const KIND_NAMES: Record<OrderDetail['invoices'][number]['kind'], string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
  credit: 'Rechnungskorrektur',
};

const TREATMENT: Record<string, string> = {
  standard: 'USt des Bestimmungslands',
  'reverse-charge': 'Reverse Charge',
  'small-business': 'Kleinunternehmer',
  'outside-eu': 'Drittland, nicht steuerbar',
};

/**
 * The invoice's country, and why it is that one when nobody told the shop the buyer's.
 * @internal Exported for its unit test: a format of its own, checked for both sources without
 * rendering the order page.
 */
export function invoiceCountryText(inv: { country: string; countrySource: string }): string {
  return inv.countrySource === 'seller'
    ? `${inv.country} (Land des Käufers unbekannt: Sitz des Verkäufers)`
    : inv.country;
}

const germanDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * The order's invoice and cancellation invoice (decision D16), each with its PDF, and the
 * business details the buyer gave at checkout. A paid order without an invoice (paid before
 * the shop issued them) offers to issue it.
 */
export function OrderInvoices({
  detail,
  issuing,
  onIssue,
  reissuing,
  onReissue,
}: {
  detail: OrderDetail;
  issuing: boolean;
  onIssue: () => void;
  reissuing: boolean;
  onReissue: () => void;
}) {
  const { invoices, business, billingCountry, vies } = detail;
  const canIssue = detail.actions.issueInvoice.allowed;
  const reissue = detail.actions.reissueReverseCharge;
  // Offered where the invoice that stands charged VAT and there is a VAT number to ask VIES
  // about; the reason says why not when the order does not allow it.
  const current = invoices.filter((inv) => inv.kind === 'invoice').at(-1);
  const showReissue = Boolean(current && current.vat > 0 && (business?.vatId ?? vies));
  return (
    <section
      aria-labelledby="invoices-heading"
      className="mt-5 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="order-invoices"
    >
      <h3 id="invoices-heading" className="mb-2 text-base font-semibold text-ink">
        Rechnungen
      </h3>
      {invoices.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-muted">Zu dieser Bestellung gibt es keine Rechnung.</p>
          {canIssue && (
            <button
              type="button"
              onClick={onIssue}
              disabled={issuing}
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-3 text-sm font-semibold text-wine hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50"
              data-testid="issue-invoice"
            >
              Rechnung ausstellen
            </button>
          )}
        </div>
      ) : (
        <ul className="divide-y divide-stone-100">
          {invoices.map((inv) => (
            <li
              key={inv.number}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink">
                  {KIND_NAMES[inv.kind]} {inv.number}
                </p>
                <p className="text-muted">
                  {germanDay(inv.issueDate)} · {formatCents(inv.gross, inv.currency)} · USt{' '}
                  {inv.vatRate.replace('.', ',')} % ({formatCents(inv.vat, inv.currency)}) ·{' '}
                  {TREATMENT[inv.vatTreatment] ?? inv.vatTreatment} · {invoiceCountryText(inv)}
                  {inv.cancelsNumber
                    ? ` · ${inv.kind === 'credit' ? 'korrigiert' : 'storniert'} ${inv.cancelsNumber}`
                    : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={inv.url}
                  download
                  className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-3 text-sm font-semibold text-wine hover:bg-stone-50"
                  data-testid={`invoice-download-${inv.number}`}
                >
                  PDF herunterladen
                </a>
                {inv.xmlUrl && (
                  <a
                    href={inv.xmlUrl}
                    download
                    className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-3 text-sm font-semibold text-wine hover:bg-stone-50"
                    data-testid={`invoice-xml-${inv.number}`}
                  >
                    E-Rechnung (XML)
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {showReissue && (
        <div className="mt-3 border-t border-stone-100 pt-3" data-testid="reissue-reverse-charge">
          <button
            type="button"
            onClick={onReissue}
            disabled={!reissue.allowed || reissuing}
            className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-3 text-sm font-semibold text-wine hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {reissuing ? 'Bitte warten...' : 'Als Reverse-Charge neu ausstellen'}
          </button>
          {!reissue.allowed && <p className="mt-1 text-xs text-muted">{reissue.reason}</p>}
        </div>
      )}
      {(business || billingCountry || vies) && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 border-t border-stone-100 pt-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          {business && (
            <>
              <dt className="text-muted">Firma</dt>
              <dd className="[overflow-wrap:anywhere]">{business.company}</dd>
              <dt className="text-muted">Anschrift</dt>
              <dd className="[overflow-wrap:anywhere]">
                {business.address}, {business.country}
              </dd>
              <dt className="text-muted">USt-IdNr.</dt>
              <dd>{business.vatId ?? '–'}</dd>
            </>
          )}
          {billingCountry && (
            <>
              <dt className="text-muted">Land laut Zahlung</dt>
              <dd>{billingCountry}</dd>
            </>
          )}
          {vies && (
            <>
              <dt className="text-muted">VIES-Prüfung</dt>
              <dd className="[overflow-wrap:anywhere]" data-testid="order-vies">
                {vies.vatId}: {vies.text}
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
