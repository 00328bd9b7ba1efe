import { redirect } from 'react-router';
import { safeRedirect } from '../shared/safe-redirect.ts';

/**
 * A form the browser sent itself (scripts not running): a page navigation, not React Router's
 * fetch. Actions that serve forms on many pages (a favourite, a claim) send such a request back
 * to the page it came from; a fetch gets the result as data.
 */
export function isDocumentRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** Back to the page the form was on: its `back` field, else the Referer, same-origin only. */
export function backTo(request: Request, fields: Record<string, string>) {
  const origin = new URL(request.url).origin;
  let back = fields.back;
  const referer = request.headers.get('referer');
  if (!back && referer) {
    try {
      const url = new URL(referer);
      if (url.origin === origin) back = url.pathname + url.search;
    } catch {
      // not an address: home
    }
  }
  return redirect(safeRedirect(back, origin), 303);
}
