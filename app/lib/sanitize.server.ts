import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One window for the process: creating a JSDOM per call costs milliseconds and memory.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** CMS bodies from the database: no script, no event handler, no javascript: URL survives. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
