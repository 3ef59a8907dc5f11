import type { TeamSeat, TeamSeatProblem } from '../../shared/api/team';
import { formatDate } from '../../shared/format';
import { LANGS, type Lang } from '../../shared/languages';
import type { TeamPageCopy } from '../content/team';
import { EMAIL_INPUT } from './email-input';

/** What a row's fields hold: the saved member, or what the buyer typed before a refused save. */
export interface SeatValues {
  name: string;
  email: string;
  language: string;
}

/**
 * The columns of the team page's table on a wide screen (copy, name, e-mail, language, status);
 * on a phone each row is a card of its own.
 */
const SEAT_COLUMNS =
  'lg:grid lg:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1.2fr)_9.5rem_15rem] lg:gap-x-3';

const INPUT =
  'mt-1.5 block min-h-12 w-full rounded-lg border px-3 text-base lg:mt-0 placeholder:text-stone-500';

/** Which field a refusal is about: the e-mail, the language, or the whole copy. */
const PROBLEM_FIELD: Record<TeamSeatProblem, 'email' | 'language' | 'row'> = {
  emailInvalid: 'email',
  emailRequired: 'email',
  duplicateEmail: 'email',
  languageInvalid: 'language',
  used: 'row',
  tooManySends: 'row',
  noSuchCopy: 'row',
};

/** The status header row of the table on a wide screen; each field has its own label. */
export function SeatColumnHeadings({ copy }: { copy: TeamPageCopy }) {
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-stone-300 pb-2 text-sm font-semibold text-muted ${SEAT_COLUMNS}`}
    >
      <span />
      <span>{copy.nameLabel}</span>
      <span>{copy.emailLabel}</span>
      <span>{copy.languageLabel}</span>
      <span>{copy.statusLabel}</span>
    </div>
  );
}

/**
 * One copy of the order: its member's name, address and e-mail language, and what became of it.
 * A copy its member opened, or one sent as often as allowed, can no longer change: its fields
 * are read-only and not posted, so the save leaves it as it is.
 */
export function TeamSeatRow({
  n,
  seat,
  values,
  problem,
  lang,
  copy,
}: {
  n: number;
  seat: TeamSeat | undefined;
  /** The typed values after a refused save; otherwise the saved member's. */
  values: SeatValues | undefined;
  problem: TeamSeatProblem | undefined;
  lang: Lang;
  copy: TeamPageCopy;
}) {
  const locked = seat ? seat.used || seat.sendsLeft === 0 : false;
  const shown = values ??
    (seat && { name: seat.name, email: seat.email, language: seat.language }) ?? {
      name: '',
      email: '',
      language: lang,
    };
  const id = (field: string) => `team-${field}-${n}`;
  const suffix = copy.forCopy.replace('{n}', String(n));
  const on = problem ? PROBLEM_FIELD[problem] : null;
  const concerns = (field: 'email' | 'language' | 'name') =>
    Boolean(problem) && (on === field || on === 'row');
  const aria = (field: 'email' | 'language' | 'name') =>
    concerns(field) ? { 'aria-describedby': id('problem'), 'aria-invalid': 'true' as const } : {};
  const look = (field: 'email' | 'language' | 'name') =>
    locked
      ? `${INPUT} border-stone-300 bg-stone-100 text-stone-700`
      : concerns(field)
        ? `${INPUT} border-red-700 bg-white text-ink ring-1 ring-red-700`
        : `${INPUT} border-stone-400 bg-white text-ink`;
  const state = !seat ? 'free' : seat.used ? 'opened' : 'sent';
  // Under the field it is about; a refusal of the whole copy under the row.
  const message = problem && (
    <p
      id={id('problem')}
      className={`text-sm font-semibold text-red-800 ${
        on === 'row' ? 'mt-3 lg:col-span-4 lg:col-start-2 lg:mt-1.5' : 'mt-1.5'
      }`}
      data-testid={`team-problem-${n}`}
      data-problem={problem}
    >
      {copy.problems[problem]}
    </p>
  );

  return (
    <div
      role="group"
      aria-labelledby={id('copy')}
      className={`rounded-xl border p-4 lg:items-start lg:rounded-none lg:border-0 lg:border-b lg:px-0 lg:py-3 ${SEAT_COLUMNS} ${
        problem ? 'border-red-700 bg-red-50/60 lg:border-red-200' : 'border-stone-200 bg-white'
      }`}
      data-testid={`team-seat-${n}`}
      data-state={state}
    >
      <div className="flex items-center justify-between gap-3 lg:block lg:pt-3.5">
        <span id={id('copy')} className="whitespace-nowrap font-bold text-ink lg:text-sm">
          {copy.copyHeading.replace('{n}', String(n))}
        </span>
        <StatusBadge state={state} copy={copy} className="inline-flex lg:hidden" />
      </div>

      <Field id={id('name')} label={copy.nameLabel} suffix={suffix}>
        <input
          id={id('name')}
          name={locked ? undefined : `name-${n}`}
          type="text"
          autoComplete="off"
          maxLength={100}
          defaultValue={shown.name}
          readOnly={locked}
          className={look('name')}
          {...aria('name')}
          data-testid={`team-name-${n}`}
        />
      </Field>
      <Field id={id('email')} label={copy.emailLabel} suffix={suffix}>
        <input
          {...EMAIL_INPUT}
          id={id('email')}
          name={locked ? undefined : `email-${n}`}
          autoComplete="off"
          placeholder={locked ? undefined : copy.emailPlaceholder}
          defaultValue={shown.email}
          readOnly={locked}
          className={look('email')}
          {...aria('email')}
          data-testid={`team-email-${n}`}
        />
        {on === 'email' && message}
      </Field>
      <Field id={id('language')} label={copy.languageLabel} suffix={suffix}>
        {locked ? (
          <input
            id={id('language')}
            type="text"
            readOnly
            defaultValue={copy.languages[shown.language as Lang] ?? shown.language}
            className={look('language')}
            data-testid={`team-language-${n}`}
          />
        ) : (
          <select
            id={id('language')}
            name={`language-${n}`}
            defaultValue={shown.language}
            className={look('language')}
            {...aria('language')}
            data-testid={`team-language-${n}`}
          >
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {copy.languages[l]}
              </option>
            ))}
          </select>
        )}
        {on === 'language' && message}
      </Field>

      <div className={`text-sm leading-snug text-muted lg:mt-0 lg:pt-1.5 ${seat ? 'mt-3' : ''}`}>
        <StatusBadge state={state} copy={copy} className="hidden lg:inline-flex" />
        {seat && <SeatDetail seat={seat} lang={lang} copy={copy} />}
      </div>

      {on === 'row' && message}
    </div>
  );
}

function Field({
  id,
  label,
  suffix,
  children,
}: {
  id: string;
  label: string;
  suffix: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-3 min-w-0 lg:mt-0">
      {/* On a wide screen the column headings show the label; the field keeps its full name. */}
      <label htmlFor={id} className="block text-sm font-semibold text-ink lg:sr-only">
        {label}
        <span className="sr-only">{suffix}</span>
      </label>
      {children}
    </div>
  );
}

function StatusBadge({
  state,
  copy,
  className,
}: {
  state: 'free' | 'sent' | 'opened';
  copy: TeamPageCopy;
  className: string;
}) {
  const look = {
    free: 'bg-stone-100 text-stone-700',
    sent: 'bg-emerald-50 text-emerald-800',
    opened: 'bg-amber-50 text-amber-900',
  }[state];
  return (
    <span
      className={`items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${look} ${className}`}
      data-testid="team-seat-status"
    >
      {copy.status[state]}
    </span>
  );
}

/** When the copy went out and what the buyer may still do with it. */
function SeatDetail({ seat, lang, copy }: { seat: TeamSeat; lang: Lang; copy: TeamPageCopy }) {
  const s = copy.status;
  const sends =
    seat.sendsLeft === 0
      ? s.sendsNone
      : seat.sendsLeft === 1
        ? s.sendsLeftOne
        : s.sendsLeftMany.replace('{n}', String(seat.sendsLeft));
  return (
    <>
      <span className="block lg:mt-1">
        {s.sentOn.replace('{date}', formatDate(seat.sentAt, lang))}
      </span>
      <span className="block" data-testid="team-seat-detail">
        {seat.used ? s.used : sends}
      </span>
    </>
  );
}
