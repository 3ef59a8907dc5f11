import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { DELIVERY_COPY, type LinkProblem } from '../content';
import { readDownloadToken } from '../domain/delivery/download-tokens';
import { buyerCopyWithin, downloadFileName, type StampSubject } from '../domain/delivery/ebooks';
import { claimMemberDownload, memberGrant } from '../domain/delivery/member-copies';
import { teamPageUrl } from '../domain/delivery/team-copies';
import { streamFile } from './stream-file';
import { nodeResponse } from './streamed-body';
import {
  claimDownload,
  downloadRefusal,
  findPurchase,
  type DownloadRefusal,
  type Purchase,
} from '../domain/orders/purchases';
import { preferredLang, toLang, type Lang } from '../../shared/languages';
import { CROSS_SITE_REFUSED, isSameOrigin } from './guards';
import { resendLinkRequest } from '../../shared/api/purchases';
import { requestLinkResend } from '../domain/orders/link-resend';
import { isReplacedLink, purchaseForToken } from '../domain/orders/withdrawal';
import type { NoticePage } from '../../shared/server-page';
import { shopPageResponder } from './shop-page';

/** How long a download waits for a copy still being stamped before it answers "being prepared". */
const COPY_WAIT_MS = 4_000;
/** The "being prepared" page reloads itself after this many seconds. */
const PREPARING_RELOAD_SECONDS = 2;

/**
 * Known link-preview and crawler agents. Deliberately narrow: curl, wget and headless browsers
 * are real buyers' tools and get the file.
 */
const PREVIEW_AGENTS =
  /slackbot|linkexpanding|whatsapp|telegrambot|discordbot|facebookexternalhit|twitterbot|linkedinbot|skypeuripreview|google-safety|googlebot|bingbot|bingpreview|applebot|yandexbot|duckduckbot/i;

/**
 * GET /download/:token serves the buyer's stamped copy and counts the download; every other
 * outcome is a page in the purchase's language that explains why and offers a fresh link
 * (decision D4), except a refunded or withdrawn purchase's, which has none to get and names the
 * support address instead. The form on that page works without JavaScript.
 */
export function downloadsApi(deps: AppDeps) {
  const { config, db } = deps;
  const app = new Hono<AppEnv>();
  const respond = shopPageResponder(deps);
  const copyWaitMs = deps.copyWaitMs ?? COPY_WAIT_MS;
  const reloadSeconds = String(deps.preparingReloadSeconds ?? PREPARING_RELOAD_SECONDS);
  /** A page in the shop's frame, in the purchase's (or the form's) language. */
  const page = (c: Context, status: PageStatus, o: PageOptions) => {
    const notice = noticePage(o);
    return respond(c, status, notice);
  };

  app.get('/sent', (c) => {
    const lang = toLang(c.req.query('lang'));
    const copy = DELIVERY_COPY[lang];
    return page(c, 200, {
      lang,
      title: copy.page.sentTitle,
      text: copy.api.neutral,
      supportEmail: config.supportEmail,
    });
  });

  app.post('/resend', async (c) => {
    // A plain form post is not under /api, so the cross-site check is made here.
    if (!isSameOrigin(c.req.raw, config.publicUrl)) return c.text(CROSS_SITE_REFUSED, 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = toLang(form.language);
    const copy = DELIVERY_COPY[lang];
    const email = typeof form.email === 'string' ? form.email : '';
    // The same request schema as the JSON API's; its refusal is this page again, with the text.
    const parsed = resendLinkRequest.safeParse({ email, language: lang });
    const result = parsed.success
      ? await requestLinkResend(
          { ...deps, logger: c.get('log') },
          { email: parsed.data.email, client: c.get('clientIp') },
        )
      : null;
    if (result?.outcome === 'sent') return c.redirect(`/download/sent?lang=${lang}`, 303);
    const limited = result?.outcome === 'limited';
    if (result?.outcome === 'limited') c.header('Retry-After', String(result.retryAfterSeconds));
    return page(c, limited ? 429 : 400, {
      lang,
      title: copy.page.formTitle,
      text: copy.page.formText,
      error: limited
        ? copy.api.tooMany
        : parsed.error?.issues[0].message === 'emailRequired'
          ? copy.api.emailRequired
          : copy.api.invalidEmail,
      form: true,
      // What was typed comes back in the field, to be corrected rather than typed again.
      formValue: limited ? undefined : email.slice(0, 254),
      formInvalid: !limited,
      supportEmail: config.supportEmail,
    });
  });

  app.get('/:token', async (c) => {
    const now = new Date();
    const token = c.req.param('token');
    const claim = readDownloadToken(config.sessionSecret, token);
    // A team member's link (decision 100): the member's copy, stamped with their name.
    const member = claim ? null : await memberGrant(deps, token, now);
    if (member) {
      if (member.refusal) return refusedPage(c, member.order, member.refusal, member.language);
      return serveCopy(c, {
        lang: member.language,
        subject: {
          id: member.order.id,
          email: member.licensee,
          language: member.order.language,
          product_id: member.order.product_id,
          seat: member.seat,
        },
        claim: () => claimMemberDownload(db, member, now),
        refused: async () => {
          const fresh = await memberGrant(deps, token, now);
          return refusedPage(c, fresh?.order, fresh?.refusal ?? 'used-up', member.language);
        },
      });
    }
    const purchase = claim ? await findPurchase(db, claim.purchaseId) : undefined;
    const refusal = downloadRefusal(purchase, now, claim?.generation);
    if (refusal || !purchase) return refusedPage(c, purchase, refusal ?? 'unknown');
    // A team order's own link leads to its team page, where the copies are given out.
    if (Number(purchase.copies) > 1) return c.redirect(teamPageUrl(config, purchase.id), 303);
    return serveCopy(c, {
      lang: toLang(purchase.language),
      subject: purchase,
      claim: () => claimDownload(db, purchase.id, now, claim!.generation),
      refused: async () => {
        const fresh = await findPurchase(db, purchase.id);
        return refusedPage(c, fresh, downloadRefusal(fresh, now, claim!.generation) ?? 'used-up');
      },
    });
  });

  /**
   * The stamped copy behind a working link: a button for link previews, the "being prepared"
   * page while it is stamped, else the file, counted once per download.
   */
  async function serveCopy(
    c: Context,
    o: {
      lang: Lang;
      subject: StampSubject & { product_id: string };
      claim: () => Promise<boolean>;
      refused: () => Promise<Response>;
    },
  ) {
    const { lang } = o;
    const purchaseId = o.subject.id;
    // Link previews and crawlers fetch links too: they get a button, not a download, so they
    // use up nothing (and do not end the buyer's right of withdrawal). HEAD counts nothing.
    if (c.req.method === 'HEAD' || PREVIEW_AGENTS.test(c.req.header('user-agent') ?? '')) {
      const ready = DELIVERY_COPY[lang].page.ready;
      return page(c, 200, {
        lang,
        title: ready.title,
        text: ready.text,
        action: { href: c.req.path, label: ready.button },
        supportEmail: config.supportEmail,
      });
    }

    const log = c.get('log');
    let key: string | null;
    try {
      key = await buyerCopyWithin(db, { ...deps, logger: log }, o.subject, copyWaitMs);
    } catch (err) {
      log.error({ err, purchaseId }, 'could not prepare the stamped e-book');
      return unavailablePage(c, lang);
    }
    if (!key) {
      // Still being stamped (a crowd at launch): a page that reloads itself until it is ready.
      // Nothing is counted; the link stays as it was.
      const preparing = DELIVERY_COPY[lang].page.preparing;
      // The HTTP Refresh header reloads the page without script; the page says it will, and
      // its button ('?': this same address) tries at once. (Not a <meta> refresh: WCAG counts
      // that as a time limit.) The page is the same for every buyer of a language: rendered
      // once, as every waiting buyer asks for it every few seconds.
      c.header('Retry-After', reloadSeconds);
      c.header('Refresh', reloadSeconds);
      const notice = noticePage({
        lang,
        title: preparing.title,
        text: preparing.text,
        action: { href: '?', label: preparing.button },
        supportEmail: config.supportEmail,
      });
      return respond(c, 202, notice, '/download/preparing', `preparing:${lang}`);
    }
    const range = c.req.header('range');
    const fromStart = !range || /^bytes=0-/.test(range.trim());
    // Counted only now, with the file in hand, and once per download: a resumed download's
    // later part (a range past the first byte) is not a new one. The conditions sit in the
    // UPDATE, so concurrent requests cannot pass the limit between our check and this write.
    if (fromStart && !(await o.claim())) return o.refused();
    let file;
    try {
      file = await streamFile(deps.files, key, range, c.req.header('if-range'), nodeResponse(c));
    } catch (err) {
      log.error({ err, purchaseId }, 'could not read the stamped e-book');
      return unavailablePage(c, lang);
    }
    if (fromStart) log.info({ purchaseId }, 'e-book downloaded');
    return new Response(file.body, {
      status: file.status,
      headers: {
        ...file.headers,
        'Content-Type': file.status === 416 ? 'text/plain' : 'application/pdf',
        'Content-Disposition': `attachment; filename="${downloadFileName(lang)}"`,
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  function unavailablePage(c: Context, lang: Lang) {
    const unavailable = DELIVERY_COPY[lang].page.unavailable;
    return page(c, 503, {
      lang,
      title: unavailable.title,
      text: unavailable.text,
      supportEmail: config.supportEmail,
    });
  }

  function refusedPage(
    c: Context,
    purchase: Purchase | undefined,
    refusal: DownloadRefusal,
    /** A team member's link: the member's language, and no "fresh link" form (none would come). */
    memberLang?: Lang,
  ) {
    // An unknown or forged link learns nothing about any purchase: a generic text in the
    // language the browser asks for (as the withdrawal page's invalid link, withdrawPageLang),
    // never the purchase's. A refunded or withdrawn purchase says which, a replaced link points
    // to the newer e-mail; neither offers a fresh link: none would be sent.
    const problem: LinkProblem =
      refusal === 'unknown' || refusal === 'unpaid'
        ? 'invalid'
        : refusal === 'revoked'
          ? purchase?.status === 'withdrawn'
            ? 'withdrawn'
            : 'refunded'
          : refusal;
    let lang = memberLang ?? toLang(purchase?.language);
    if (problem === 'invalid') {
      lang = preferredLang(c.req.header('accept-language'));
      c.header('Vary', 'Accept-Language');
    }
    const copy = DELIVERY_COPY[lang].page.problems[problem];
    return page(c, problem === 'invalid' ? 404 : 410, {
      lang,
      title: copy.title,
      text: copy.text,
      // Refunded, withdrawn or replaced: the "fresh link" form would send nothing new, so only
      // the support address is offered.
      form: !memberLang && refusal !== 'revoked' && refusal !== 'replaced',
      supportEmail: config.supportEmail,
    });
  }

  return app;
}

/**
 * GET /withdraw/:token of a link an administrator replaced answers like the download link:
 * 410, in the purchase's language, pointing to the newer e-mail. Every other withdrawal link
 * goes on to its page (app/routes/withdraw.tsx).
 */
export function replacedWithdrawalLinks(deps: AppDeps) {
  const respond = shopPageResponder(deps);
  return new Hono<AppEnv>().get('/:token', async (c, next) => {
    const found = await purchaseForToken(deps, c.req.param('token'));
    if (!found || !isReplacedLink(found)) return next();
    const lang = toLang(found.purchase.language);
    const copy = DELIVERY_COPY[lang].page.problems.replaced;
    return respond(
      c,
      410,
      noticePage({
        lang,
        title: copy.title,
        text: copy.text,
        supportEmail: deps.config.supportEmail,
      }),
      // Rendered as a download link's answer: the withdrawal screen would read the link itself.
      '/download/replaced',
    );
  });
}

// ---------------------------------------------------------------------------------------
// The answer pages: what they say, laid out in the shop's frame (api/shop-page.ts)

type PageStatus = 200 | 202 | 400 | 404 | 410 | 429 | 503;

interface PageOptions {
  lang: Lang;
  title: string;
  text: string;
  supportEmail: string;
  form?: boolean;
  /** The address the form shows, e.g. a refused one to correct. */
  formValue?: string;
  /** The error is about the address in the field. */
  formInvalid?: boolean;
  error?: string;
  action?: { href: string; label: string };
}

function noticePage(o: PageOptions): NoticePage {
  const page = DELIVERY_COPY[o.lang].page;
  return {
    kind: 'notice',
    lang: o.lang,
    title: o.title,
    text: o.text,
    action: o.action,
    form: o.form
      ? {
          title: page.formTitle,
          text: page.formText,
          emailLabel: page.emailLabel,
          button: page.button,
          value: o.formValue || undefined,
          invalid: o.formInvalid,
        }
      : undefined,
    error: o.error,
    contact: page.contact,
    supportEmail: o.supportEmail,
    home: page.home,
  };
}
