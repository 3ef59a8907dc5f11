import { describe, expect, it } from 'vitest';
import { buildSignInCodeMail } from './sign-in-code-mail';

describe('the sign-in code e-mail', () => {
  /** The mail of code 012345 for chef@example.com, valid ten minutes, from the shop named. */
  const mailOf = (shopName: string) =>
    buildSignInCodeMail({ to: 'chef@example.com', code: '012345', validMinutes: 10, shopName });
  const mail = mailOf('Restaurant Closer');

  it('is German with one English line, the code on a line of its own', () => {
    expect(mail.to).toBe('chef@example.com');
    expect(mail.subject).toBe('Ihr OTP-Code für Restaurant Closer');
    expect(mail.text.split('\n')).toEqual([
      'Guten Tag,',
      '',
      'Ihr OTP-Code für den Administrationsbereich von Restaurant Closer lautet:',
      '',
      '    012345',
      '',
      'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
      'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
      '',
      'English: your sign-in code is 012345. It is valid for 10 minutes and works once; if you did not ask for it, please ignore this e-mail.',
    ]);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(mail.html).toContain('monospace">012345</p>');
    expect(mail.html).toContain(
      '<p style="margin:0;color:#57534e;font-size:13px" lang="en">English: your sign-in code is 012345.',
    );
  });

  it('escapes the shop name', () => {
    const hostile = mailOf('<script>x</script>');
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('von &#60;script&#62;x&#60;/script&#62; lautet:');
    const marked = mailOf('Shop <b>&</b>');
    expect(marked.html).toContain('Shop &#60;b&#62;&#38;&#60;/b&#62;');
    expect(marked.html).not.toContain('<b>&</b>');
  });
});
