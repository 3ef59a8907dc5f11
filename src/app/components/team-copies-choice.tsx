import { useState } from 'react';
import { formatAmount } from '../../shared/format';
import { fill } from '../../shared/plain-text';
import { LANGUAGE_INFO, type Lang } from '../../shared/languages';
import {
  copiesPrice,
  MAX_COPIES,
  MIN_TEAM_COPIES,
  volumePriceFor,
  type VolumePrice,
} from '../../shared/team-price';
import type { TeamCopiesCopy } from '../content/shop/types';
import { ICON_PATHS, StrokeIcon } from './icons';
import type { SummaryTeam } from './order-summary';

/** A volume price's percentage as the language writes it: '15%', '15 %'. */
const percentText = (percent: number, lang: Lang) =>
  new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, { style: 'percent' }).format(percent / 100);

const clampCopies = (n: number) => Math.min(MAX_COPIES, Math.max(MIN_TEAM_COPIES, n));

/**
 * The checkout's number of copies (decision 100): one copy for the buyer, the default, or 2 to
 * 50 for a team, priced by the one rule of `copiesPrice` at the seller's volume prices, exactly
 * as the server charges. `entry` is what the number field holds while the buyer types.
 */
export function useTeamCopies(
  product: { price: number; currency: string; volumePrices: readonly VolumePrice[] },
  lang: Lang,
  /** The copies to open with: a reminded team checkout comes back with its number. */
  initialCopies = 1,
) {
  const { volumePrices } = product;
  const [isTeam, setIsTeam] = useState(initialCopies >= MIN_TEAM_COPIES);
  const [count, setCount] = useState(clampCopies(initialCopies));
  const [entry, setEntry] = useState(String(clampCopies(initialCopies)));
  const copies = isTeam ? count : 1;
  const price = copiesPrice(product.price, copies, volumePrices);
  const money = (cents: number) => formatAmount(cents, product.currency, lang);
  const choose = (n: number) => {
    setCount(clampCopies(n));
    setEntry(String(clampCopies(n)));
  };
  return {
    isTeam,
    setIsTeam,
    count,
    entry,
    /** The order's copies: 1 for the buyer alone. */
    copies,
    price,
    /** What the order costs before a discount code, in the page's money format. */
    total: money(price.total),
    money,
    lang,
    volumePrices,
    choose,
    /** A typed whole number counts at once, brought within 2 to 50; the field keeps the text. */
    type: (text: string) => {
      setEntry(text);
      const n = Number(text);
      if (text.trim() && Number.isInteger(n)) setCount(clampCopies(n));
    },
    /** Leaving the field shows the number that counts. */
    tidy: () => setEntry(String(count)),
  };
}

export type TeamCopiesControl = ReturnType<typeof useTeamCopies>;

/**
 * A team order's lines for the order summary: the price per copy, the order's price and the
 * volume price's saving, plainly (a volume price is no reduced price: no struck price, D17).
 * Null for one copy.
 */
function teamSummary(control: TeamCopiesControl, copy: TeamCopiesCopy): SummaryTeam | null {
  if (!control.isTeam) return null;
  const { price, money, lang } = control;
  const tier = volumePriceFor(price.copies, control.volumePrices);
  return {
    unitPrice: money(price.unitPrice),
    orderLabel: fill(copy.orderPrice, { copies: price.copies }),
    total: control.total,
    saving:
      tier && price.saving > 0
        ? fill(copy.saving, {
            min: tier.minCopies,
            percent: percentText(tier.percentOff, lang),
            saving: money(price.saving),
          })
        : null,
  };
}

/**
 * The order summary's props for the number of copies: the choice between the product and its
 * price, and a team's lines (null for one copy).
 */
export function teamSummaryProps(
  control: TeamCopiesControl,
  id: string,
  copy: TeamCopiesCopy,
  announce: string | null,
) {
  return {
    team: teamSummary(control, copy),
    choice: <TeamCopiesChoice id={id} copy={copy} control={control} announce={announce} />,
  };
}

/**
 * "One copy for me" or "Copies for my team", in the order summary between the product and its
 * price. The team's side asks for the number (typed, or one more or fewer with − and +), lists
 * the seller's volume prices with the one that applies marked, and says what follows the
 * payment. Compact while one copy is chosen: on a phone the buy button stays above the fold.
 */
function TeamCopiesChoice({
  id,
  copy,
  control,
  announce,
}: {
  id: string;
  copy: TeamCopiesCopy;
  control: TeamCopiesControl;
  /** What the order costs, told to assistive technology as the number changes; null: silent. */
  announce: string | null;
}) {
  const { isTeam, count, volumePrices, lang } = control;
  const applied = volumePriceFor(control.copies, volumePrices);
  const option = (team: boolean) => (
    <label
      className={`relative flex min-h-6 cursor-pointer items-center justify-center rounded-md px-1.5 py-1 text-center text-xs font-semibold leading-tight transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-[#1d4ed8] text-balance sm:min-h-9 sm:text-[13px] md:text-xs ${
        team === isTeam ? 'bg-wine text-white' : 'text-ink hover:bg-sand'
      }`}
    >
      <input
        type="radio"
        name={`${id}-for`}
        checked={team === isTeam}
        onChange={() => control.setIsTeam(team)}
        className="sr-only"
        data-testid={team ? 'team-option-team' : 'team-option-one'}
      />
      {team ? copy.team : copy.one}
    </label>
  );
  const step = (by: 1 | -1) => {
    const off = by > 0 ? count >= MAX_COPIES : count <= MIN_TEAM_COPIES;
    return (
      <button
        type="button"
        // Stays focusable at the limit (a disabled button would drop the focus): it does nothing.
        aria-disabled={off ? 'true' : undefined}
        aria-label={by > 0 ? copy.more : copy.fewer}
        aria-controls={`${id}-copies`}
        onClick={() => control.choose(count + by)}
        className={`flex h-11 w-11 shrink-0 items-center justify-center text-ink hover:bg-sand ${
          off ? 'cursor-not-allowed text-stone-400' : ''
        } ${by > 0 ? 'rounded-r-lg' : 'rounded-l-lg'}`}
        data-testid={by > 0 ? 'team-more' : 'team-fewer'}
      >
        <StrokeIcon
          d={by > 0 ? 'M12 5v14M5 12h14' : 'M5 12h14'}
          className="h-5 w-5"
          strokeWidth="2.2"
        />
      </button>
    );
  };

  return (
    <div data-testid="team-choice">
      <fieldset>
        <legend className="sr-only">{copy.legend}</legend>
        <div className="grid grid-cols-2 gap-0.5 rounded-lg border border-stone-300 bg-white p-0.5">
          {option(false)}
          {option(true)}
        </div>
      </fieldset>
      {isTeam && (
        <div className="mt-3 space-y-3" data-testid="team-panel">
          <div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
              <label htmlFor={`${id}-copies`} className="text-sm font-semibold text-ink">
                {copy.copiesLabel}
              </label>
              <div className="flex items-stretch rounded-lg border border-stone-400 bg-white">
                {step(-1)}
                <input
                  id={`${id}-copies`}
                  type="number"
                  inputMode="numeric"
                  min={MIN_TEAM_COPIES}
                  max={MAX_COPIES}
                  step={1}
                  value={control.entry}
                  onChange={(e) => control.type(e.target.value)}
                  onBlur={control.tidy}
                  aria-describedby={`${id}-copies-hint`}
                  className="w-14 border-x border-stone-300 bg-white text-center text-base font-semibold text-ink [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                  data-testid="team-copies"
                />
                {step(1)}
              </div>
            </div>
            <p id={`${id}-copies-hint`} className="mt-1 text-xs text-muted">
              {fill(copy.copiesHint, { min: MIN_TEAM_COPIES, max: MAX_COPIES })}
            </p>
          </div>
          {volumePrices.length > 0 && (
            <div>
              <p
                id={`${id}-tiers`}
                className="text-xs font-semibold uppercase tracking-wider text-muted"
              >
                {copy.tiersTitle}
              </p>
              <ul
                aria-labelledby={`${id}-tiers`}
                className="mt-1 space-y-0.5 text-sm"
                data-testid="team-tiers"
              >
                {volumePrices.map((tier) => {
                  const on = tier.minCopies === applied?.minCopies;
                  return (
                    <li
                      key={tier.minCopies}
                      aria-current={on ? 'true' : undefined}
                      className={`flex items-start gap-1.5 ${
                        on ? 'font-semibold text-emerald-900' : 'text-stone-700'
                      }`}
                    >
                      <StrokeIcon
                        d={on ? ICON_PATHS.check : 'M12 12h.01'}
                        className="mt-0.5 h-4 w-4 shrink-0"
                        strokeWidth={on ? '2.2' : '4'}
                      />
                      {fill(copy.tier, {
                        min: tier.minCopies,
                        percent: percentText(tier.percentOff, lang),
                      })}
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <p
            className="flex gap-2 rounded-lg bg-sand p-2.5 text-xs leading-relaxed text-stone-700"
            data-testid="team-note"
          >
            <StrokeIcon d={ICON_PATHS.users} className="mt-0.5 h-4 w-4 shrink-0 text-wine" />
            <span>{copy.note}</span>
          </p>
        </div>
      )}
      <p role="status" className="sr-only" data-testid="team-status">
        {isTeam && announce ? fill(copy.status, { copies: count, total: announce }) : ''}
      </p>
    </div>
  );
}
