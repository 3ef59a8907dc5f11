import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { DELIVERY_COPY, type LinkProblem } from '../content';
import { escapeHtml } from '../mail/html';
import { verifyDownloadToken } from '../domain/download-tokens';
import { downloadFileName, prepareBuyerCopy } from '../domain/ebooks';
import {
  claimDownload,
  downloadRefusal,
  findPurchase,
  type DownloadRefusal,
  type Purchase,
} from '../domain/purchases';
import { localizedPath, toLang, type Lang } from '../../shared/languages';
import { isSameOrigin } from './guards';
import { requestLinkResend } from '../domain/link-resend';
import type { NoticePage } from '../../shared/server-page';
import { shopPageResponder } from './shop-page';

/**
 * Known link-preview and crawler agents. Deliberately narrow: curl, wget and headless browsers
 * are real buyers' tools and get the file.
 */
const PREVIEW_AGENTS =
  /slackbot|linkexpanding|whatsapp|telegrambot|discordbot|facebookexternalhit|twitterbot|linkedinbot|skypeuripreview|google-safety|googlebot|bingbot|bingpreview|applebot|yandexbot|duckduckbot/i;

/**
 * GET /download/:token serves the buyer's stamped copy and counts the download; every other
 * outcome is a page in the purchase's language that explains why and offers a fresh link
 * (decision D4). The form on that page works without JavaScript.
 */
export function downloadsApi(deps: AppDeps) {
  const { config, db } = deps;
  const app = new Hono<AppEnv>();
  // A production shop on the demo provider says so on every page.
  const testMode = config.isProduction && config.payment.provider === 'demo';
  const respond = shopPageResponder(deps);
  /** A page in the shop's frame, in the purchase's (or the form's) language. */
  const page = (c: Context, status: PageStatus, o: PageOptions) => {
    const notice = noticePage(o);
    return respond(c, status, notice, () => plainHtml(notice, testMode));
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
    if (!isSameOrigin(c.req.raw, config.publicUrl))
      return c.text('Cross-site request refused.', 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const lang = toLang(form.language);
    const copy = DELIVERY_COPY[lang];
    const email = typeof form.email === 'string' ? form.email : '';
    const result = await requestLinkResend(
      { ...deps, logger: c.get('log') },
      { email, client: c.get('clientIp') },
    );
    if (result.outcome === 'sent') return c.redirect(`/download/sent?lang=${lang}`, 303);
    const limited = result.outcome === 'limited';
    if (limited) c.header('Retry-After', String(result.retryAfterSeconds));
    return page(c, limited ? 429 : 400, {
      lang,
      title: copy.page.formTitle,
      text: copy.page.formText,
      error: limited
        ? copy.api.tooMany
        : result.outcome === 'missing'
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
    const id = verifyDownloadToken(config.sessionSecret, c.req.param('token'));
    const purchase = id ? await findPurchase(db, id) : undefined;
    const refusal = downloadRefusal(purchase, now);
    if (refusal || !purchase) return refusedPage(c, purchase, refusal ?? 'unknown');
    const lang = toLang(purchase.language);

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

    let bytes: Buffer;
    try {
      const log = c.get('log');
      bytes = await deps.files.read(await prepareBuyerCopy(db, { ...deps, logger: log }, purchase));
    } catch (err) {
      c.get('log').error({ err, purchaseId: purchase.id }, 'could not prepare the stamped e-book');
      const unavailable = DELIVERY_COPY[lang].page.unavailable;
      return page(c, 503, {
        lang,
        title: unavailable.title,
        text: unavailable.text,
        supportEmail: config.supportEmail,
      });
    }
    // Counted only now, with the file in hand; the conditions sit in the UPDATE, so
    // concurrent requests cannot pass the limit between our check and this write.
    if (!(await claimDownload(db, purchase.id, now))) {
      const fresh = await findPurchase(db, purchase.id);
      return refusedPage(c, fresh, downloadRefusal(fresh, now) ?? 'used-up');
    }
    c.get('log').info({ purchaseId: purchase.id }, 'e-book downloaded');
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="${downloadFileName(lang)}"`,
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  function refusedPage(c: Context, purchase: Purchase | undefined, refusal: DownloadRefusal) {
    // An unknown or forged link learns nothing about any purchase: English, generic text.
    const problem: LinkProblem =
      refusal === 'unknown' || refusal === 'unpaid' ? 'invalid' : refusal;
    const lang = toLang(purchase?.language);
    const copy = DELIVERY_COPY[lang].page.problems[problem];
    return page(c, problem === 'invalid' ? 404 : 410, {
      lang,
      title: copy.title,
      text: copy.text,
      form: true,
      supportEmail: config.supportEmail,
    });
  }

  return app;
}

// ---------------------------------------------------------------------------------------
// The answer pages: what they say, laid out in the shop's frame (api/shop-page.ts)

type PageStatus = 200 | 400 | 404 | 410 | 429 | 503;

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

// ---------------------------------------------------------------------------------------
// The same page as self-contained HTML (no React runtime, no external assets), for a shop
// running without its page renderer.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#1c1917;font:16px/1.6 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;-webkit-font-smoothing:antialiased}
main{max-width:34rem;margin:0 auto;padding:3rem 1.25rem 4rem}
.brand{display:inline-block;margin-bottom:2rem;font-size:.8rem;font-weight:700;letter-spacing:.25em;color:#7a1f33;text-decoration:none}
.card{background:#fff;border:1px solid #f3ede3;border-radius:.75rem;padding:2rem 1.5rem;box-shadow:0 1px 2px rgba(28,25,23,.05)}
.icon{width:3rem;height:3rem;border-radius:50%;background:#f3ede3;display:flex;align-items:center;justify-content:center;margin-bottom:1.25rem}
h1{margin:0 0 .75rem;font-size:1.6rem;line-height:1.25;color:#1c1917}
h2{margin:0 0 .25rem;font-size:1.05rem}
p{margin:0 0 1rem;color:#44403c}
form{margin-top:1.75rem;padding-top:1.5rem;border-top:1px solid #f3ede3}
label{display:block;margin:.75rem 0 .35rem;font-weight:600;font-size:.95rem}
input[type=email]{width:100%;min-height:3rem;padding:.6rem .8rem;font:inherit;border:1px solid #a8a29e;border-radius:.4rem;background:#fff;color:#1c1917}
input[type=email]:focus-visible,a:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;margin-top:1rem;padding:0 1.5rem;border:0;border-radius:.4rem;background:#b4341f;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:#8f2817}
.error{margin-top:1rem;padding:.75rem 1rem;border-radius:.4rem;background:#fef2f2;color:#991b1b;font-weight:600}
.muted{font-size:.9rem;color:#57534e}
.links{margin-top:1.5rem;font-size:.9rem}
.links a{color:#7a1f33}
`;

function plainHtml(o: NoticePage, testMode: boolean): string {
  const e = escapeHtml;
  const form = o.form
    ? `<form method="post" action="/download/resend" novalidate>
${o.form.title === o.title ? '' : `<h2>${e(o.form.title)}</h2>\n<p class="muted">${e(o.form.text)}</p>`}
<input type="hidden" name="language" value="${o.lang}">
<label for="email">${e(o.form.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" maxlength="254"${o.form.value ? ` value="${e(o.form.value)}"` : ''}${o.form.invalid ? ' aria-invalid="true"' : ''}${o.error ? ' aria-describedby="email-error"' : ''}>
${o.error ? `<p class="error" id="email-error" role="alert">${e(o.error)}</p>` : ''}
<button type="submit">${e(o.form.button)}</button>
</form>`
    : o.error
      ? `<p class="error" role="alert">${e(o.error)}</p>`
      : '';
  const action = o.action
    ? `<a class="button" href="${e(o.action.href)}" rel="nofollow">${e(o.action.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#1c1917">
<title>${e(o.title)} | Restaurant Closer</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
${testMode ? '<div role="alert" style="background:#facc15;color:#1c1917;text-align:center;padding:8px;font-weight:700">TEST MODE – payments are simulated</div>' : ''}
<main>
<a class="brand" href="${localizedPath('home', o.lang)}">RESTAURANT CLOSER</a>
<div class="card">
<div class="icon" aria-hidden="true"><svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="#7a1f33" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6"/><path d="M12 18v-6"/><path d="m9 15 3 3 3-3"/></svg></div>
<h1>${e(o.title)}</h1>
<p>${e(o.text)}</p>
${action}
${form}
</div>
<p class="links">${e(o.contact)} <a href="mailto:${e(o.supportEmail)}">${e(o.supportEmail)}</a> · <a href="${localizedPath('home', o.lang)}">${e(o.home)}</a></p>
</main>
</body>
</html>`;
}
