import { useContext } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { PageError } from './ui/page-error.tsx';
import type { Route } from './+types/root';
import { getAnalytics } from './lib/server/api.server.ts';
import { presentationOf } from './lib/server/presentation.server.ts';
import { requestContext } from './lib/server/request-context.ts';
import { reloadOnNewBuild } from './lib/browser/build-update.ts';
import { FIRST_VIEW_ID, firstViewJson, recordedResources, scriptJson } from './i18n/first-view.ts';
import { CONSOLE_VARS } from './features/console/console-look.ts';
import { ServerI18n } from './i18n/server-context.ts';
import { layoutStateFromStartup } from './stores/layout-state.server.ts';
import { parseCookies } from './lib/shared/cookies.ts';
import { PAGE_KEEP_UNTIL } from './lib/shared/page-keep.ts';
import { DOWNLOAD_BAR_COOKIE } from './lib/shared/cookies.ts';
import { checkSessionAndGuard, playerSnapshot } from './lib/server/player.server.ts';
import { passwordAlertOf } from './features/account/auth.server.ts';
import { paletteCssVars, SPECIAL_BODY_CLASS_CODES } from './themes/templates.ts';
import { themeFonts } from './themes/fonts.server.ts';
import { pageFontsCss, ThemeFontsCss } from './themes/fonts-context.ts';
import './app.css';
import { FONT_CSS, FONT_PRELOADS, LATE_FONT_CSS } from './i18n-fonts/index.ts';

function LanguageFonts({ lng }: { lng: string }) {
  const href = FONT_CSS[lng];
  if (!href) return null;
  return (
    <>
      {(FONT_PRELOADS[lng] ?? []).map((font) => (
        <link key={font} rel="preload" as="font" type="font/woff2" href={font} crossOrigin="anonymous" />
      ))}
      {LATE_FONT_CSS.has(lng) ? <link rel="preload" as="style" href={href} /> : <link rel="stylesheet" href={href} precedence="default" />}
    </>
  );
}

/** Used when there is no valid theme (invalid code or colour, failed startup). */
const NEUTRAL_VARS: Record<string, string> = {
  '--bg': '#0f1115',
  '--surface': '#181b22',
  '--surface-2': '#222630',
  '--header': '#0b0d11',
  '--header-text': '#f3f4f6',
  '--text': '#f3f4f6',
  '--muted': '#a7adbb',
  '--accent': '#e5b53b',
  '--accent-text': '#14110a',
  '--accent-2': '#5b8def',
  '--border': '#2d323d',
  '--success': '#3ecf8e',
  '--warning': '#f5b544',
  '--danger': '#f87171',
  '--radius': '10px',
  '--font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
};

/** Once per request, document or data: the session cookie checked, the route's guard applied. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const info = context.get(requestContext);
    // The console's host: no operator site, no player session (the console checks its own).
    if (info.console) return next();
    info.presentation = presentationOf(info.site.startup, request.headers.get('cookie'));
    if (info.site.startup.statusCode === 1) await checkSessionAndGuard(info, request);
    return next();
  },
];

/** In the browser: with a newer build out, the next navigation is a full page load (lib/browser/build-update.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [reloadOnNewBuild];

export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  if (info.console) return { console: true as const, nonce: info.nonce, vars: CONSOLE_VARS };
  const root = await rootData(args);
  // A host that is no operator's site: the same page (its message), but a 404 for crawlers and monitors.
  if (root.layout.message === 'siteNotFound') return data(root, { status: 404 });
  // A site in maintenance shows its page with 503 and when to come back (crawlers keep their index).
  const m = root.layout.maintenance;
  if (m.is_maintenance) return data(root, { status: 503, headers: { 'Retry-After': retryAfter(m.end_date) } });
  // A window still to open: a kept copy of this page must not be shown past its start.
  const opens = m.start_date ? Date.parse(m.start_date) : Number.NaN;
  if (opens > Date.now()) return data(root, { headers: { [PAGE_KEEP_UNTIL]: String(opens) } });
  return root;
}

async function rootData({ request, context }: Route.LoaderArgs) {
  const info = context.get(requestContext);
  const { startup } = info.site;
  const [analytics, player] = startup.statusCode === 1 ? await Promise.all([getAnalytics(info), playerSnapshot(info)]) : [[], null];
  const layout = layoutStateFromStartup(startup);
  const { theme, language, viewport } = info.presentation ?? presentationOf(startup, request.headers.get('cookie'));
  const lng = language.lng;
  return {
    layout,
    langCode: language.code,
    lng,
    viewport,
    nonce: info.nonce,
    host: info.site.domain,
    /** The signed-in player (from the server's session), for the first render: no sign-in flash. */
    player: player && { ...player, passwordAlert: passwordAlertOf(request.headers.get('cookie')) },
    sessionEnded: info.sessionEnded ?? false,
    downloadBarHidden: parseCookies(request.headers.get('cookie'))[DOWNLOAD_BAR_COOKIE] === '1',
    analytics: layoutOk(layout) ? analytics : [],
    theme:
      layout.site && theme?.ok
        ? {
            code: theme.code,
            paletteId: theme.paletteId,
            layout: theme.layout,
            family: theme.family,
            look: theme.look,
            vars: paletteCssVars(theme.palette, theme.look),
            // The template's faces: at most one preload; their @font-face rules are the
            // server render's alone (ThemeFontsCss), not hydration data.
            fontPreload: themeFonts(theme.look, lng).preload,
            scheme: theme.palette.scheme,
          }
        : null,
  };
}
const layoutOk = (l: { message: string }) => !l.message;

export type RootData = Awaited<ReturnType<typeof rootData>>;
/** The console host's document: no operator, no theme, no player. */
type RootLoaderData = RootData | { console: true; nonce: string; vars: Record<string, string> };
/** The root's data on a player site (undefined on the console's host). */
const siteData = (d: RootLoaderData | undefined): RootData | undefined => (d && 'console' in d ? undefined : d);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  // Pages depend on host, cookies and the operator's data: never cache them in shared caches.
  const retry = loaderHeaders.get('Retry-After');
  const keepUntil = loaderHeaders.get(PAGE_KEEP_UNTIL);
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', ...(retry && { 'Retry-After': retry }), ...(keepUntil && { [PAGE_KEEP_UNTIL]: keepUntil }) };
}

/** Seconds until the maintenance window's announced end (a minute to a day: crawlers look again), else an hour. */
function retryAfter(end: string | null) {
  const s = end ? Math.ceil((Date.parse(end) - Date.now()) / 1000) : NaN;
  return String(Number.isFinite(s) ? Math.min(86_400, Math.max(60, s)) : 3600);
}

/** The title of pages without meta of their own; every route's `meta` replaces this one. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: data && 'console' in data ? 'Console' : (data?.layout.site?.site_name ?? 'Unavailable') }];

/** Site-wide head tags: in the document itself, so no route's `meta` can drop them. */
function SiteHead({ d }: { d: RootData | undefined }) {
  const vars = d?.theme?.vars ?? NEUTRAL_VARS;
  const site = d && 'layout' in d ? d.layout.site : undefined;
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      {/* The operator's uploaded icon, else its initial in its colours (server/manifest.ts): the same icon as the installed app's. */}
      {site?.manifest_icon ? <link rel="icon" type="image/png" href={site.manifest_icon} /> : <link rel="icon" type="image/svg+xml" href="/app-icon.svg" />}
      <meta name="theme-color" content={site?.app_theme_color ?? vars['--header']} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const raw = useRouteLoaderData<RootLoaderData>('root');
  const onConsole = !!raw && 'console' in raw;
  const d = siteData(raw);
  const vars = raw && 'console' in raw ? raw.vars : (d?.theme?.vars ?? NEUTRAL_VARS);
  const css = `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')};color-scheme:${onConsole ? 'light' : (d?.theme?.scheme ?? 'dark')}}`;
  const code = d?.theme?.code;
  const serverFonts = useContext(ThemeFontsCss);
  const nonce = raw?.nonce;
  const bodyClass = code && (SPECIAL_BODY_CLASS_CODES as readonly string[]).includes(code) ? code : undefined;
  return (
    <html
      lang={d?.lng ?? 'en'}
      data-template={code ?? 'none'}
      data-palette={d?.theme?.paletteId ?? 0}
      data-layout={d?.theme?.layout ?? 'default'}
      data-viewport={d?.viewport ?? 'desktop'}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        {!onConsole && <SiteHead d={d} />}
        <Links />
        {d?.theme?.fontPreload && <link rel="preload" as="font" type="font/woff2" href={d.theme.fontPreload} crossOrigin="anonymous" />}
        <style dangerouslySetInnerHTML={{ __html: css + (d?.theme ? (serverFonts ?? pageFontsCss(css)) : '') }} />
        <OperatorScripts section="HEAD" />
        {!onConsole && <LanguageFonts lng={d?.lng ?? 'en'} />}
      </head>
      <body className={bodyClass}>
        {children}
        <FirstViewStrings />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <OperatorScripts section="BODY" />
      </body>
    </html>
  );
}

/** Analytics scripts, placed where their section says; run once, from the first HTML. */
function OperatorScripts({ section }: { section: 'HEAD' | 'BODY' }) {
  const d = siteData(useRouteLoaderData<RootLoaderData>('root'));
  return (
    <>
      {(d?.analytics ?? [])
        .filter((s) => s.section === section)
        .map((s, i) => (
          <script key={i} nonce={d?.nonce} data-operator-script={section} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: s.script }} />
        ))}
    </>
  );
}

/**
 * The messages this page's render read, written after it (so all of them): the browser hydrates
 * with these and loads the language's full bundles afterwards (i18n/first-view.ts).
 */
function FirstViewStrings() {
  const server = useContext(ServerI18n);
  const json = server ? scriptJson(recordedResources(server.recorded)) : firstViewJson();
  return <script type="application/json" id={FIRST_VIEW_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Player pages bring their shell (features/site/routes/_page.tsx), the console its own: neither is in the other's scripts. */
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
