import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { loadPartsOnServer } from './lib/browser/lazy-part.tsx';
import { requestContext } from './lib/server/request-context.ts';
import { recordReads, type Recorded } from './i18n/first-view.ts';
import { serverResources } from './i18n/resources.server.ts';
import { ServerI18n } from './i18n/server-context.ts';
import { makeI18n } from './i18n/setup.ts';
import { themeFonts } from './themes/fonts.server.ts';
import { ThemeFontsCss } from './themes/fonts-context.ts';

/** Re-exported so the Express server can fill the same context key (server/index.ts). */
export { requestContext };

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A part that failed to load renders through its Suspense boundary, as before.
  await loadPartsOnServer().catch(() => {});
  const info = loadContext.get(requestContext);
  const nonce = info.nonce;
  // The page's language with all its messages; what the render reads goes to the page (first-view.ts).
  const lng = info.presentation?.language.lng ?? 'en';
  const i18n = makeI18n(lng, serverResources(lng));
  const recorded: Recorded = new Map();
  const theme = info.presentation?.theme;
  const fontsCss = theme?.ok ? themeFonts(theme.look, lng).css : '';
  recordReads(i18n, recorded);
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // Wait for everything: the first HTML carries the theme, the content and the meta tags.
    const { pipe, abort } = renderToPipeableStream(
      <ServerI18n.Provider value={{ instance: i18n, recorded }}>
        <ThemeFontsCss.Provider value={fontsCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ThemeFontsCss.Provider>
      </ServerI18n.Provider>,
      {
        nonce,
        // The page is sent whole (onAllReady): a large Suspense boundary (the sports board) stays
        // in place instead of being outlined into a hidden div and moved by a script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
