import { SIGN_IN_CODE_MAIL } from '../content';
import type { OutgoingMail } from '../domain/delivery/mail-outbox';
import { escapeHtml } from './html';

export interface SignInCodeMailInput {
  to: string;
  code: string;
  validMinutes: number;
  shopName: string;
}

/**
 * The administrator's sign-in code: German with one English line, as plain text and HTML. A
 * plain frame of its own rather than the buyer layout; its HTML uses numeric character
 * references.
 */
export function buildSignInCodeMail(input: SignInCodeMailInput): OutgoingMail {
  const m = SIGN_IN_CODE_MAIL;
  const { code, shopName, validMinutes: minutes } = input;
  const e = (value: string) => escapeHtml(value, 'numeric');
  const text = [
    m.greeting,
    '',
    m.intro(shopName),
    '',
    `    ${code}`,
    '',
    m.validity(minutes),
    m.ignore,
    '',
    m.english(code, minutes),
  ].join('\n');
  const html = `<!doctype html>
<html lang="de"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(m.greeting)}</p>
<p style="margin:0 0 16px">${e(m.intro(shopName))}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${e(code)}</p>
<p style="margin:0 0 16px">${e(m.validity(minutes))} ${e(m.ignore)}</p>
<p style="margin:0;color:#57534e;font-size:13px" lang="en">${e(m.english(code, minutes))}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject: m.subject(shopName), text, html };
}
