import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { CMS_SANITIZE } from './html.ts';

// One window for the process: creating a JSDOM per call costs milliseconds and memory.
const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/**
 * The one HTML sanitizer (server side): the API applies it to operator HTML before storing it, the
 * page server again before rendering what an operator API answers. No script, no event handler,
 * no javascript: URL survives.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ...CMS_SANITIZE, RETURN_TRUSTED_TYPE: false }) as string;
}
