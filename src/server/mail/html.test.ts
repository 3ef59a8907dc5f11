import { describe, expect, it } from 'vitest';
import { button, escapeHtml, orderTable, paragraph } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Grüße – plain text')).toBe('Grüße – plain text');
  });

  it('writes numeric character references on request', () => {
    expect(escapeHtml(`<>&"'`, 'numeric')).toBe('&#60;&#62;&#38;&#34;&#39;');
  });
});

describe('mail building blocks', () => {
  it('escape their plain-text arguments', () => {
    expect(button('https://x.test/?a=1&b="2"', '<Go>')).toContain(
      'href="https://x.test/?a=1&amp;b=&quot;2&quot;"',
    );
    expect(button('https://x.test/', '<Go>')).toContain('>&lt;Go&gt;</a>');
    expect(orderTable([['<k>', '<v>']])).toContain('&lt;k&gt;</td>');
    expect(orderTable([['<k>', '<v>']])).toContain('&lt;v&gt;</td>');
    expect(paragraph('<b>kept</b>')).toContain('><b>kept</b></p>');
  });
});
