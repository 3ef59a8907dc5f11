import type { Lang } from '../../shared/languages';
import { formatDate } from '../../shared/format';
import { DELIVERY_COPY } from '../content';
import { RENEWED_LINK_MAIL } from '../content/renewed-link-mail';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { singleLine } from '../domain/orders/purchases';
import { escapeHtml, paragraph as p } from './html';
import { closingHtml, linkHtml } from './delivery-mail';
import { footerHtml, footerText, mailLayout, type MailSender } from './layout';

export interface RenewedLinkMailInput {
  lang: Lang;
  /** The buyer's address. */
  to: string;
  /** The buyer's name as typed; may be empty. */
  name: string;
  orderId: string;
  /** The product's title, one line. */
  title: string;
  downloadUrl: string;
  /** The new withdrawal link while the order can still be withdrawn from; else null. */
  withdrawUrl: string | null;
  /** Cents paid: an order a discount code made free has nothing to refund. */
  amount: number;
  /** A free copy (Gratisexemplar): its footer says so. */
  free: boolean;
  linkExpiresAt: string;
  /** Downloads the new link gives. */
  downloads: number;
  supportEmail: string;
  sender: MailSender;
}

/**
 * The buyer's mail after an administrator issued a new link: the new link and its validity,
 * and plainly that the earlier links no longer work. Not the delivery e-mail again: that one
 * thanks for a purchase and reads as if nothing had changed.
 */
export function buildRenewedLinkMail(input: RenewedLinkMailInput): OutgoingMail {
  const { lang, downloadUrl, withdrawUrl } = input;
  const copy = RENEWED_LINK_MAIL[lang];
  const d = DELIVERY_COPY[lang].delivery;
  const name = singleLine(input.name);
  const intro = copy.intro(input.orderId, singleLine(input.title));
  const validity = copy.validity(formatDate(input.linkExpiresAt, lang), input.downloads);
  const withdrawalText = input.amount === 0 ? d.withdrawalNothingPaid : d.withdrawal;
  const footer = { free: input.free };

  const html = mailLayout(
    lang,
    copy.preheader,
    [
      p(escapeHtml(d.greeting(name))),
      p(escapeHtml(intro)),
      p(escapeHtml(copy.earlierLinks), 'font-weight:600'),
      ...linkHtml(lang, downloadUrl, validity),
      ...closingHtml(lang, withdrawUrl, withdrawalText),
    ].join('\n'),
    footerHtml(input.sender, lang, footer),
  );

  const text = [
    d.greeting(name),
    '',
    intro,
    copy.earlierLinks,
    '',
    `${d.button}:`,
    downloadUrl,
    '',
    `${validity} ${d.stamp}`,
    '',
    ...(withdrawUrl ? [`${withdrawalText} ${withdrawUrl}`, ''] : []),
    d.support,
    '',
    d.signOff,
    '',
    footerText(input.sender, lang, footer),
  ].join('\n');

  return {
    to: input.to,
    subject: copy.subject,
    text,
    html,
    replyTo: input.supportEmail,
  };
}
