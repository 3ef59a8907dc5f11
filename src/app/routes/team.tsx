import { BusyButton } from '../components/busy-button';
import { withEmail } from '../components/with-email';
import { useEffect, useRef } from 'react';
import { data, Form, useNavigation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/team';
import { teamSaveRequest, type TeamSaveResult, type TeamSeatProblem } from '../../shared/api/team';
import { LANGUAGE_INFO, localizedPath, preferredLang, toLang } from '../../shared/languages';
import { MAX_COPIES } from '../../shared/team-price';
import { HomeLink } from '../components/home-link';
import { ShopIcon, StatusIcon } from '../components/shop-icons';
import { ShopPage, shopMeta } from '../components/shop-page';
import { SeatColumnHeadings, TeamSeatRow, type SeatValues } from '../components/team-seat-row';
import { TEAM_PAGE } from '../content/team';
import type { RootData } from '../root-data';

/**
 * The team page (decision 100), reached with the team link of a team order's delivery e-mail:
 * the buyer gives each copy to a member. Rendered on the server in the buyer's language with
 * only that language's texts; the save is a plain form post, so it works without JavaScript.
 * A link that names no team order answers 404 in the browser's language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const info = await context.shop.teamPage(params.token);
  const lang = info ? toLang(info.language) : preferredLang(request.headers.get('accept-language'));
  const page = { info, lang, copy: TEAM_PAGE[lang] };
  return info ? page : data(page, { status: 404 });
}

/** One copy's fields as posted: `name-3`, `email-3`, `language-3` for copy 3. */
const FIELD = /^(name|email|language)-(\d{1,3})$/;

/** The posted form as the save's input: every copy the form sent, in order. */
function readSeats(form: FormData): Array<SeatValues & { seat: number }> {
  const seats = new Map<number, SeatValues & { seat: number }>();
  for (const [key, value] of form) {
    const match = FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const seat = Number(match[2]);
    if (seat < 1 || seat > MAX_COPIES) continue;
    const entry = seats.get(seat) ?? { seat, name: '', email: '', language: '' };
    const field = match[1] as keyof SeatValues;
    // A multipart body passes the server's NUL check unread: no NUL reaches the database here.
    const clean = value.replaceAll('\u0000', '');
    // The server keeps a name's first 100 characters anyway.
    entry[field] = field === 'name' ? clean.slice(0, 100) : clean.trim();
    seats.set(seat, entry);
  }
  return [...seats.values()].sort((a, b) => a.seat - b.seat);
}

/** A field the request schema refuses, worded as the server's own refusal of that field. */
const ISSUE_PROBLEM: Record<string, TeamSeatProblem> = {
  email: 'emailInvalid',
  language: 'languageInvalid',
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const seats = readSeats(await request.formData());
  const values = Object.fromEntries(seats.map(({ seat, ...v }) => [seat, v]));
  const parsed = teamSaveRequest.safeParse({ seats });
  let result: TeamSaveResult | null;
  if (parsed.success) {
    result = await context.shop.saveTeam(params.token, parsed.data);
  } else {
    const problems = parsed.error.issues.flatMap((issue) => {
      const [, index, field] = issue.path;
      const seat = typeof index === 'number' ? seats[index]?.seat : undefined;
      if (!seat) return [];
      return [{ seat, problem: ISSUE_PROBLEM[String(field)] ?? ('noSuchCopy' as const) }];
    });
    result = { ok: false, problems };
  }
  if (!result) return data({ result: null, values }, { status: 404 });
  const status = result.ok ? 200 : result.closed ? 409 : 400;
  return data({ result, values }, { status });
}

/** The page shows one order's team: no cache keeps it, and a bad link's language follows the browser. */
export function headers() {
  return { 'Cache-Control': 'no-store', Vary: 'Accept-Language' };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = data.info ? data.copy.documentTitle : data.copy.invalidTitle;
  return shopMeta(`${title} | Restaurant Closer`);
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { info, lang, copy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const supportEmail = root?.settings.supportEmail ?? '';
  const navigation = useNavigation();
  // From the click until the copies are read again: the answer of a save arrives before the
  // page's data, and the message waits for it, so it never stands beside the old rows.
  const saving = navigation.state !== 'idle' && navigation.formMethod != null;
  const messageRef = useRef<HTMLDivElement>(null);
  const result = saving ? null : (actionData?.result ?? null);

  // After a save the message says what happened: it takes the focus, so it is seen and heard.
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);

  if (!info) {
    return (
      <Frame lang={lang}>
        <div className="text-center" data-testid="team-invalid">
          <StatusIcon kind="error" />
          <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight">
            {copy.invalidTitle}
          </h1>
          <p className="mx-auto mt-4 max-w-prose text-left leading-relaxed text-stone-700">
            {withEmail(copy.invalidText, supportEmail)}
          </p>
          <HomeLink href={localizedPath('home', lang)} label={copy.backToHome} margin="mt-8" />
        </div>
      </Frame>
    );
  }

  const closed = info.state === 'closed' || (result?.ok === false && result.closed);
  const seats = new Map(info.seats.map((s) => [s.seat, s]));
  const failed = result?.ok === false && !result.closed;
  const problems = new Map(failed ? result.problems.map((p) => [p.seat, p.problem]) : []);
  const list = (seatNumbers: number[]) =>
    new Intl.ListFormat(LANGUAGE_INFO[lang].locale, { type: 'conjunction' }).format(
      seatNumbers.map(String),
    );

  return (
    <Frame lang={lang}>
      <h1 className="text-balance text-3xl font-extrabold tracking-tight">{copy.title}</h1>
      <dl
        className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-linen p-4 text-sm sm:grid-cols-[auto_1fr_auto_1fr]"
        data-testid="team-facts"
      >
        <dt className="text-muted">{copy.orderLabel}</dt>
        <dd className="break-all font-medium">{info.orderId}</dd>
        <dt className="text-muted">{copy.productLabel}</dt>
        <dd className="font-medium">{info.title}</dd>
        <dt className="text-muted">{copy.copiesLabel}</dt>
        <dd className="font-medium" data-testid="team-copies">
          {info.copies}
        </dd>
        {!closed && (
          <>
            <dt className="text-muted">{copy.freeLabel}</dt>
            <dd className="font-medium" data-testid="team-free">
              {info.copies - info.seats.length}
            </dd>
          </>
        )}
      </dl>

      {closed ? (
        <div
          role="status"
          className="mt-8 rounded-xl border border-stone-300 bg-stone-50 p-5"
          data-testid="team-closed"
        >
          <h2 className="text-lg font-bold">{copy.closedTitle}</h2>
          <p className="mt-2 leading-relaxed text-stone-700">{copy.closedText}</p>
        </div>
      ) : (
        <>
          <div className="mt-6 max-w-prose space-y-3 leading-relaxed text-stone-700">
            <p>{copy.intro}</p>
            <p>{copy.introMore}</p>
          </div>

          <div ref={messageRef} tabIndex={-1} className="mt-6 outline-none">
            {result?.ok && (
              <div
                role="status"
                className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
                data-testid="team-saved"
              >
                <ShopIcon name="mail" className="mt-0.5 h-5 w-5 shrink-0" />
                <p>
                  <strong className="font-bold">{copy.savedTitle}</strong>{' '}
                  {result.sent.length === 0
                    ? copy.sentNone
                    : (result.sent.length === 1 ? copy.sentOne : copy.sentMany).replace(
                        '{list}',
                        list(result.sent),
                      )}
                </p>
              </div>
            )}
            {failed && (
              <div
                role="alert"
                className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
                data-testid="team-error"
              >
                <p className="font-bold">{copy.errorTitle}</p>
                <p className="mt-1">{copy.errorText}</p>
                <ul className="mt-2 space-y-1 text-sm">
                  {result.problems.map(({ seat, problem }) => (
                    <li key={seat}>
                      <a
                        href={`#team-${problem === 'languageInvalid' ? 'language' : 'email'}-${seat}`}
                        className="font-semibold underline underline-offset-2"
                      >
                        {copy.copyHeading.replace('{n}', String(seat))}
                      </a>
                      {copy.separator}
                      {copy.problems[problem]}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          {/* multipart: the server's NUL check reads a urlencoded body before React Router
              does, which leaves the action nothing to read; it lets a multipart body through. */}
          <Form
            method="post"
            encType="multipart/form-data"
            noValidate
            className="mt-6"
            data-testid="team-form"
          >
            <SeatColumnHeadings copy={copy} />
            <div className="space-y-3 lg:space-y-0">
              {Array.from({ length: info.copies }, (_, i) => i + 1).map((n) => {
                const seat = seats.get(n);
                return (
                  <TeamSeatRow
                    // A copy sent anew shows what was saved, not what was typed before.
                    key={`${n}:${seat?.sentAt ?? ''}`}
                    n={n}
                    seat={seat}
                    values={failed ? actionData?.values[n] : undefined}
                    problem={problems.get(n)}
                    lang={lang}
                    copy={copy}
                  />
                );
              })}
            </div>
            <div className="mt-6 lg:flex lg:justify-end">
              <BusyButton
                type="submit"
                busy={saving}
                busyLabel={copy.submitting}
                className="lg:w-auto"
                testId="team-save"
              >
                {copy.submit}
              </BusyButton>
            </div>
          </Form>
        </>
      )}

      <p className="mt-10 text-sm text-muted">{withEmail(copy.questions, supportEmail)}</p>
    </Frame>
  );
}

/** The shop's frame around the page, its content marked in the page's language. */
function Frame({ lang, children }: { lang: ReturnType<typeof toLang>; children: React.ReactNode }) {
  return (
    <ShopPage lang={lang} pathname={localizedPath('home', lang)} languages={false}>
      <div lang={lang} className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
        {children}
      </div>
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
