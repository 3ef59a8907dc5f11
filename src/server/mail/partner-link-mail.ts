import { LANGUAGE_INFO, type Lang } from '../../shared/languages';
import type { PartnerLink } from '../../shared/partner-links';
import { PARTNER_MAIL } from '../content/partner-mail';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { button, escapeHtml, paragraph } from './html';
import { mailLayout } from './layout';

export interface PartnerLinkMailInput {
  lang: Lang;
  to: string;
  url: string;
  /** The partner's links to the sales page, one per language. */
  links: PartnerLink[];
  expiresAt: Date;
  seller: { name: string; address: string };
  replyTo: string;
}

/**
 * The link to a partner's page and the partner's own links to the sales page (`?ref=CODE`, one
 * per language), in the partner's language (decision D18).
 */
export function buildPartnerLinkMail(input: PartnerLinkMailInput): OutgoingMail {
  const copy = PARTNER_MAIL[input.lang];
  const day = new Intl.DateTimeFormat(LANGUAGE_INFO[input.lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(input.expiresAt);
  const footer = [copy.reason, input.seller.name, input.seller.address];
  const label = (link: PartnerLink) => LANGUAGE_INFO[link.lang].name;
  const text = [
    copy.greeting,
    '',
    copy.body,
    '',
    `${copy.button}: ${input.url}`,
    copy.validUntil(day),
    copy.privacy,
    '',
    `${copy.linksTitle}:`,
    copy.linksIntro,
    ...input.links.map((link) => `${label(link)}: ${link.url}`),
    '',
    copy.closing,
    'Restaurant Closer',
    '',
    '--',
    ...footer,
  ].join('\n');
  const body = [
    paragraph(escapeHtml(copy.greeting)),
    paragraph(escapeHtml(copy.body)),
    button(input.url, copy.button),
    paragraph(escapeHtml(copy.validUntil(day))),
    paragraph(escapeHtml(copy.privacy)),
    paragraph(`<strong>${escapeHtml(copy.linksTitle)}</strong><br>${escapeHtml(copy.linksIntro)}`),
    paragraph(
      input.links
        .map(
          (link) =>
            `${escapeHtml(label(link))}: <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`,
        )
        .join('<br>'),
      'font-size:14px;word-break:break-all',
    ),
    paragraph(`${escapeHtml(copy.closing)}<br>Restaurant Closer`),
  ].join('');
  return {
    to: input.to,
    subject: copy.subject,
    text,
    html: mailLayout(input.lang, copy.body, body, footer.map((l) => escapeHtml(l)).join('<br>')),
    replyTo: input.replyTo,
  };
}
