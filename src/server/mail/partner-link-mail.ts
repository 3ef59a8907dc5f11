import { LANGUAGE_INFO, type Lang } from '../../shared/languages';
import { PARTNER_MAIL } from '../content/partner-mail';
import type { OutgoingMail } from '../domain/mail-outbox';
import { button, escapeHtml, paragraph } from './html';
import { mailLayout } from './layout';

export interface PartnerLinkMailInput {
  lang: Lang;
  to: string;
  name: string;
  url: string;
  expiresAt: Date;
  seller: { name: string; address: string };
  replyTo: string;
}

/** The link to a partner's page, in the partner's language (decision D18). */
export function buildPartnerLinkMail(input: PartnerLinkMailInput): OutgoingMail {
  const copy = PARTNER_MAIL[input.lang];
  const day = new Intl.DateTimeFormat(LANGUAGE_INFO[input.lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(input.expiresAt);
  const footer = [copy.reason, input.seller.name, input.seller.address];
  const text = [
    copy.greeting(input.name),
    '',
    copy.body,
    '',
    `${copy.button}: ${input.url}`,
    '',
    copy.validUntil(day),
    copy.privacy,
    '',
    copy.closing,
    'Restaurant Closer',
    '',
    '--',
    ...footer,
  ].join('\n');
  const body = [
    paragraph(escapeHtml(copy.greeting(input.name))),
    paragraph(escapeHtml(copy.body)),
    button(input.url, copy.button),
    paragraph(escapeHtml(copy.validUntil(day))),
    paragraph(escapeHtml(copy.privacy)),
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
