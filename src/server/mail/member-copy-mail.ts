import type { Lang } from '../../shared/languages';
import { formatDate } from '../../shared/format';
import { DELIVERY_COPY } from '../content';
import { TEAM_MAIL } from '../content/team-mail';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { singleLine } from '../domain/orders/purchases';
import { escapeHtml, paragraph as p } from './html';
import { linkHtml } from './delivery-mail';
import { footerHtml, footerText, mailLayout, type MailSender } from './layout';

export interface MemberCopyMailInput {
  lang: Lang;
  /** The member's address, already validated. */
  to: string;
  /** The member's name as the buyer typed it; may be empty. */
  name: string;
  /** Who gave the copy: the buyer's company, name or address. */
  giver: string;
  orderId: string;
  title: string;
  downloadUrl: string;
  linkExpiresAt: string;
  downloads: number;
  /** This copy was sent before to another address or with another link. */
  replacesEarlier: boolean;
  supportEmail: string;
  sender: MailSender;
}

/**
 * A team member's own delivery e-mail (decision 100): who gave the copy, the member's personal
 * link, and that the copy carries their name. No withdrawal link: the buyer, not the member,
 * bought it, and the buyer's own e-mail has it.
 */
export function buildMemberCopyMail(input: MemberCopyMailInput): OutgoingMail {
  const { lang, downloadUrl } = input;
  const t = TEAM_MAIL[lang].member;
  const d = DELIVERY_COPY[lang].delivery;
  const name = singleLine(input.name);
  const intro = t.intro(singleLine(input.giver), singleLine(input.title), input.orderId);
  const validity = t.validity(formatDate(input.linkExpiresAt, lang), input.downloads);
  const html = mailLayout(
    lang,
    t.preheader,
    [
      p(escapeHtml(d.greeting(name))),
      p(escapeHtml(intro)),
      ...(input.replacesEarlier ? [p(escapeHtml(t.replaced), 'font-weight:600')] : []),
      ...linkHtml(lang, downloadUrl, validity),
      p(escapeHtml(t.personal), 'font-size:15px'),
      p(escapeHtml(d.support), 'font-size:15px'),
      p(escapeHtml(d.signOff), 'font-size:15px;margin-bottom:0'),
    ].join('\n'),
    footerHtml(input.sender, lang),
  );
  const text = [
    d.greeting(name),
    '',
    intro,
    ...(input.replacesEarlier ? [t.replaced] : []),
    '',
    `${d.button}:`,
    downloadUrl,
    '',
    `${validity} ${d.stamp}`,
    t.personal,
    '',
    d.support,
    '',
    d.signOff,
    '',
    footerText(input.sender, lang),
  ].join('\n');
  return {
    to: input.to,
    subject: singleLine(t.subject(singleLine(input.title))),
    text,
    html,
    replyTo: input.supportEmail,
  };
}
