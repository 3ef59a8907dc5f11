import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../content/shop/index';
import { ResendLinkForm } from './resend-link-form';

/** The French page's own copy of the form. */
const copy = SHOP.fr.thanks.resend;

describe('ResendLinkForm', () => {
  it('renders a form that also works without JavaScript', () => {
    const html = renderToString(<ResendLinkForm copy={copy} language="fr" />);
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/download/resend"');
    expect(html).toContain('name="language" value="fr"');
    const field = /<input id="[^"]+" type="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('name="email"');
    // The shop checks the address by its own rule and in the page's language: the browser's
    // check (which refuses 'jörg.müller@…' and speaks its own language) stays off.
    expect(html).toMatch(/<form[^>]* novalidate=""/i);
    expect(field).not.toContain('required');
    expect(html).toContain(copy.button);
    expect(html).toContain(copy.title);
    // The label is tied to the field.
    const id = /<input id="([^"]+)" type="email"/.exec(html)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain('role="status"');
  });
});
