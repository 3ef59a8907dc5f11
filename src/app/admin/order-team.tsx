import type { OrderDetail } from '../../shared/api/orders';
import { formatDateTime } from '../../shared/format';
import { germanLanguageName } from '../../shared/schema-labels';
import type { MemberAction } from './order-api';

const COLUMNS = [
  'Nr.',
  'Mitglied',
  'Sprache',
  'Zuletzt gesendet',
  'Sendungen',
  'Downloads',
  'Aktionen',
] as const;

/**
 * A team order's copies (decision 100): the buyer's team page, and each copy given to a member
 * so far, with its sends and downloads. The e-mails and downloads are in the timeline too.
 */
export function OrderTeam({
  team,
  isBusy,
  onAction,
}: {
  team: NonNullable<OrderDetail['team']>;
  isBusy: boolean;
  onAction: (seat: number, action: MemberAction, email: string) => void;
}) {
  const free = team.copies - team.seats.length;
  return (
    <section
      aria-labelledby="team-heading"
      className="mt-5 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="order-team"
    >
      <h3 id="team-heading" className="mb-2 text-base font-semibold text-ink">
        Team-Exemplare
      </h3>
      <p className="text-sm text-muted">
        {team.copies} Exemplare, davon {team.seats.length} vergeben und {free} frei. Der Käufer
        verteilt sie auf seiner{' '}
        <a href={team.teamUrl} className="font-semibold text-wine underline">
          Team-Seite
        </a>
        .
      </p>
      {team.seats.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-muted">
              <tr>
                {COLUMNS.map((label, i) => (
                  <th
                    key={label}
                    scope="col"
                    className={`py-1 font-semibold ${i < COLUMNS.length - 1 ? 'pr-3' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {team.seats.map((s) => (
                <tr key={s.seat} className="border-t border-stone-100" data-testid="team-seat">
                  <td className="py-1.5 pr-3">{s.seat}</td>
                  <td className="py-1.5 pr-3 [overflow-wrap:anywhere]">
                    {s.name ? `${s.name} · ` : ''}
                    {s.email}
                  </td>
                  <td className="py-1.5 pr-3">{germanLanguageName(s.language)}</td>
                  <td className="py-1.5 pr-3">{formatDateTime(s.sentAt, 'de')}</td>
                  <td className="py-1.5 pr-3">{s.sends}</td>
                  <td className="py-1.5 pr-3">
                    {s.downloads}
                    {s.firstDownloadAt && ` (erster: ${formatDateTime(s.firstDownloadAt, 'de')})`}
                  </td>
                  <td className="flex flex-wrap gap-2 py-1.5">
                    {(
                      [
                        ['resend', 'Erneut senden'],
                        ['renew-link', 'Neuer Link'],
                      ] as const
                    ).map(([action, label]) => (
                      <button
                        key={action}
                        type="button"
                        disabled={isBusy}
                        onClick={() => onAction(s.seat, action, s.email)}
                        aria-label={`${label}: Exemplar ${s.seat}`}
                        className="inline-flex min-h-9 items-center rounded-md border border-stone-300 px-2 text-xs font-semibold text-wine hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50"
                      >
                        {label}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
