import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { CMS_SANITIZE } from '#contract/html.ts';

// One window for the process: creating a JSDOM per call costs milliseconds and memory.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** CMS bodies from the database: no script, no event handler, no javascript: URL survives. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ...CMS_SANITIZE, RETURN_TRUSTED_TYPE: false }) as string;
}
