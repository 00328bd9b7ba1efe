import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.server.ts';

/** Well-known XSS payloads (OWASP filter evasion cheat sheet and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<img src="jav\tascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<svg><script>alert(1)</script></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '"><img src=x onerror=alert(1)>',
];

const dangerous = (html: string) => /<script|<iframe|<object|<embed|<base|<meta|<form|<style|\son\w+\s*=|javascript:|data:text\/html/i.test(html);

describe('CMS sanitizer', () => {
  it(`neutralises ${PAYLOADS.length} known XSS payloads`, () => {
    for (const p of PAYLOADS) {
      const out = sanitizeHtml(`<p>before</p>${p}<p>after</p>`);
      expect(dangerous(out), `${p} → ${out}`).toBe(false);
      expect(out).toContain('<p>before</p>');
    }
  });
  it('keeps the formatting a CMS page needs', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.org/x">a link</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
