import { LANGUAGE_INFO, type Lang } from '../../shared/languages';
import { formatAmount, formatDate, formatDateTime } from '../../shared/format';
import { DELIVERY_COPY } from '../content';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { singleLine } from '../domain/orders/purchases';
import { DELIVERY_CONSENT_TEXT } from '../../shared/delivery-consent';
import { INVOICE_COPY } from '../content/invoice';
import { TEAM_MAIL } from '../content/team-mail';
import {
  button,
  escapeHtml,
  MAIL_COLORS as C,
  MAIL_FONT as FONT,
  orderTable,
  paragraph as p,
} from './html';
import { footerHtml, footerText, mailLayout, type MailSender } from './layout';

export interface DeliveryMailInput {
  lang: Lang;
  /** The buyer's address, already validated. */
  to: string;
  /** The buyer's name as typed; may be empty. */
  name: string;
  orderId: string;
  /** The product's title, one line. */
  title: string;
  amount: number;
  currency: string;
  /**
   * The discount code the order carries and the discount it gave (cents), shown beside the
   * amount paid; null without a code.
   */
  discount?: { code: string; amount: number } | null;
  /** When the purchase was paid (or made), ISO. */
  orderedAt: string;
  downloadUrl: string;
  /** Null for a free copy: nothing was bought, so there is nothing to withdraw from. */
  withdrawUrl: string | null;
  /**
   * A free copy (Gratisexemplar): the seller's gift, so the mail thanks for no purchase and
   * states no amount paid.
   */
  free?: boolean;
  /** The invoice's signed link (decision D16); null when there is none (a free copy). */
  invoiceUrl?: string | null;
  /** Why VAT was charged although a VAT number was given (VIES did not confirm it); one sentence. */
  vatNote?: string | null;
  linkExpiresAt: string;
  downloadDays: number;
  downloadLimit: number;
  /** Without one there is no academy to promise: no bonus line, no link. */
  academyUrl: string | null;
  /**
   * When the buyer ticked the express consent to immediate delivery (D15); null for a purchase
   * from before that box, confirmed in the general words.
   */
  deliveryConsentAt: string | null;
  supportEmail: string;
  sender: MailSender;
  /**
   * A team order (decision 100): the mail leads to the team page, where the buyer gives out
   * the copies; `unitAmount` is one copy's price in cents. Null or absent for a single copy.
   */
  team?: { copies: number; url: string; unitAmount: number } | null;
}

/**
 * The link itself in every mail that hands out one (delivery, renewed link): the button, the
 * address written out for mail programs that hide buttons, and how long it is valid.
 */
export function linkHtml(lang: Lang, downloadUrl: string, validity: string) {
  const d = DELIVERY_COPY[lang].delivery;
  return [
    button(downloadUrl, d.button),
    p(
      `${escapeHtml(d.fallback)}<br><a href="${escapeHtml(downloadUrl)}" style="color:${C.wine};word-break:break-all">${escapeHtml(downloadUrl)}</a>`,
      `font-size:13px;color:${C.muted}`,
    ),
    p(`${escapeHtml(validity)} ${escapeHtml(d.stamp)}`, 'font-size:15px'),
  ];
}

/**
 * The end of every mail that hands out a download link (delivery, renewed link): the withdrawal
 * link while withdrawing is open, the support line and the sign-off, as HTML paragraphs.
 */
export function closingHtml(lang: Lang, withdrawUrl: string | null, withdrawalText: string) {
  const d = DELIVERY_COPY[lang].delivery;
  return [
    ...(withdrawUrl
      ? [
          p(
            `${escapeHtml(withdrawalText)} <a href="${escapeHtml(withdrawUrl)}" style="color:${C.wine}">${escapeHtml(d.withdrawalLink)}</a>`,
            `font-size:14px;color:${C.muted}`,
          ),
        ]
      : []),
    p(escapeHtml(d.support), 'font-size:15px'),
    p(escapeHtml(d.signOff), 'font-size:15px;margin-bottom:0'),
  ];
}

/** The delivery e-mail of a purchase: the download link, the order and the withdrawal link. */
export function buildDeliveryMail(input: DeliveryMailInput): OutgoingMail {
  const { lang, title, downloadUrl, withdrawUrl } = input;
  const invoiceUrl = input.invoiceUrl ?? null;
  const invoiceLabel = INVOICE_COPY[lang].link;
  const d = DELIVERY_COPY[lang].delivery;
  const free = input.free ? d.free : null;
  // A discount code that left nothing to pay: withdrawing refunds nothing, and the mail says so.
  const withdrawalText = input.amount === 0 ? d.withdrawalNothingPaid : d.withdrawal;
  const discount = input.discount?.code ? input.discount : null;
  const name = singleLine(input.name);
  const until = formatDate(input.linkExpiresAt, lang);
  const validity = d.validity(input.downloadDays, input.downloadLimit, until);
  const order: Array<[string, string]> = [
    [d.orderNumber, input.orderId],
    [d.orderEdition, `${title} (${LANGUAGE_INFO[lang].name})`],
    // A gift has no amount paid: "0 €" would read as a purchase.
    ...(free
      ? []
      : [
          ...(discount
            ? [
                [
                  d.orderDiscount(discount.code),
                  `−${formatAmount(discount.amount, input.currency, lang)}`,
                ] as [string, string],
              ]
            : []),
          [d.orderAmount, formatAmount(input.amount, input.currency, lang)] as [string, string],
        ]),
    [d.orderDate, formatDate(input.orderedAt, lang)],
  ];
  const team = input.team ?? null;
  const t = TEAM_MAIL[lang];
  if (team) {
    order.splice(2, 0, [
      t.copiesRow,
      `${team.copies} × ${formatAmount(team.unitAmount, input.currency, lang)}`,
    ]);
  }
  const intro = free
    ? free.intro(title, singleLine(input.sender.seller.name))
    : team
      ? t.buyerIntro(team.copies, title)
      : d.intro(title);
  const orderTitle = free ? free.orderTitle : d.orderTitle;
  const footer = { free: Boolean(free) };
  const academy = input.academyUrl;
  // The consent is confirmed on a durable medium: the words the buyer ticked, and when.
  // A purchase from before the box of its own has no record to quote; a free copy was not
  // bought: no consent to confirm, nothing to withdraw from.
  const consent = input.deliveryConsentAt
    ? [
        d.consentConfirmation,
        d.consentGiven(formatDateTime(input.deliveryConsentAt, lang), DELIVERY_CONSENT_TEXT[lang]),
      ]
    : withdrawUrl
      ? [d.consentConfirmation]
      : [];

  const html = mailLayout(
    lang,
    free ? free.preheader : academy ? d.preheader : d.preheaderPlain,
    [
      p(escapeHtml(d.greeting(name))),
      p(escapeHtml(intro)),
      ...(team
        ? [
            p(escapeHtml(t.buyerSteps)),
            button(team.url, t.buyerButton),
            p(
              `${escapeHtml(d.fallback)}<br><a href="${escapeHtml(team.url)}" style="color:${C.wine};word-break:break-all">${escapeHtml(team.url)}</a>`,
              `font-size:13px;color:${C.muted}`,
            ),
          ]
        : linkHtml(lang, downloadUrl, validity)),
      p(escapeHtml(d.pages), `font-size:15px;font-weight:600;color:${C.wine}`),
      ...(academy
        ? [
            `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;background:${C.linen};border-left:4px solid ${C.brass}"><tr><td style="padding:16px 18px;font-family:${FONT}">` +
              `<p style="margin:0 0 6px;font-size:15px;font-weight:700;color:${C.ink}">${escapeHtml(d.bonusTitle)}</p>` +
              `<p style="margin:0;font-size:15px;line-height:1.5;color:${C.ink}">${escapeHtml(d.bonusText)} <a href="${escapeHtml(academy)}" style="color:${C.wine};font-weight:600">${escapeHtml(d.bonusLink)}</a></p></td></tr></table>`,
          ]
        : []),
      `<p style="margin:0 0 8px;font-size:13px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${C.brass}">${escapeHtml(orderTitle)}</p>`,
      orderTable(order),
      ...(invoiceUrl
        ? [
            p(
              `<a href="${escapeHtml(invoiceUrl)}" style="color:${C.wine};font-weight:600" data-invoice-link>${escapeHtml(invoiceLabel)}</a>`,
              'font-size:15px',
            ),
          ]
        : []),
      ...(input.vatNote ? [p(escapeHtml(input.vatNote), 'font-size:14px')] : []),
      ...consent.map((line) => p(escapeHtml(line), `font-size:14px;color:${C.muted}`)),
      ...closingHtml(lang, withdrawUrl, withdrawalText),
    ].join('\n'),
    footerHtml(input.sender, lang, footer),
  );

  const text = [
    d.greeting(name),
    '',
    intro,
    '',
    ...(team
      ? [t.buyerSteps, '', `${t.buyerButton}:`, team.url]
      : [`${d.button}:`, downloadUrl, '', `${validity} ${d.stamp}`]),
    '',
    d.pages,
    '',
    ...(academy ? [`${d.bonusTitle}: ${d.bonusText} ${d.bonusLink}: ${academy}`, ''] : []),
    orderTitle,
    ...order.map(([k, v]) => `${k}: ${v}`),
    ...(invoiceUrl ? [`${invoiceLabel}: ${invoiceUrl}`] : []),
    ...(input.vatNote ? [input.vatNote] : []),
    '',
    ...consent,
    ...(withdrawUrl ? [`${withdrawalText} ${withdrawUrl}`] : []),
    ...(consent.length || withdrawUrl ? [''] : []),
    d.support,
    '',
    d.signOff,
    '',
    footerText(input.sender, lang, footer),
  ].join('\n');

  return {
    to: input.to,
    subject: singleLine(free ? free.subject(title) : d.subject(title)),
    text,
    html,
    replyTo: input.supportEmail,
  };
}
