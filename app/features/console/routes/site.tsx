import { useId, type ReactNode } from 'react';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { SITE_IMAGE_MAX_BYTES, SITE_SWITCHES, type SiteSettings, type SiteSwitch } from '#contract/console-site.ts';
import { formFields } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, Panel, textOf, when } from '../components/parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/site';

export const meta: Route.MetaFunction = () => [{ title: 'Site · Console' }];

const SWITCH_NAMES: Record<SiteSwitch, string> = {
  rewards: 'Rewards (minigame icon)',
  referral: 'Referral programme',
  chat: 'Live chat',
  downloadBar: 'App download bar',
  leaderboard: 'Leaderboard',
  ticker: 'Recent transactions ticker',
  announcement: 'Announcement before the first visit',
};

/** The Site screen: administrators only; the service checks role and operator on every call. */
function siteOf(args: Parameters<typeof consoleOf>[0]) {
  const site = consoleOf(args).site;
  if (!site) throw data(null, { status: 404 });
  return site;
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const site = siteOf(args);
  const url = new URL(args.request.url);
  const origin = { protocol: url.protocol, port: url.port };
  const [screen, preview] = await checked(() => Promise.all([site.screen(viewer, args.params.op), site.previewUrl(viewer, args.params.op, origin)]));
  return { op: args.params.op, screen, preview };
}

type Failure = { ok: false; intent: string; message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };
type Done = { ok: true; intent: string; done: string };

/** Reads a posted form of at most `limit` bytes (an upload's size is checked before it is kept in memory); null when larger. */
async function readForm(request: Request, limit: number): Promise<FormData | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return formOf(request);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return formOf(new Response(new Blob(chunks as BlobPart[]), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }));
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const site = siteOf(args);
  const { op } = args.params;
  const meta = metaOf(args);
  // Two images and the form's own fields, with room for the multipart framing.
  const form = await readForm(args.request, 2 * SITE_IMAGE_MAX_BYTES + 64 * 1024);
  if (!form)
    return data<Failure | Done>(
      { ok: false, intent: 'images', fieldErrors: { logo: `the files are larger than ${SITE_IMAGE_MAX_BYTES / 1024 / 1024} MB` } },
      { status: 413 },
    );
  const fields = formFields(form);
  const intent = fields.intent ?? '';
  try {
    if (intent === 'save') {
      await checked(() => site.saveDraft(viewer, op, fields, meta));
      return data<Failure | Done>({ ok: true, intent, done: 'Draft saved. Check the preview, then publish it.' });
    }
    if (intent === 'images') {
      const sent: string[] = [];
      for (const kind of ['logo', 'icon'] as const) {
        const file = form.get(kind);
        if (!(file instanceof File) || file.size === 0) continue;
        await checked(async () => site.uploadImage(viewer, op, kind, new Uint8Array(await file.arrayBuffer()), meta));
        sent.push(kind);
      }
      if (!sent.length) return data<Failure | Done>({ ok: false, intent, fieldErrors: { logo: 'choose an image file' } }, { status: 400 });
      return data<Failure | Done>({ ok: true, intent, done: `${sent.join(' and ')} uploaded to the draft.` });
    }
    if (intent === 'remove-image') {
      const kind = fields.kind;
      if (kind !== 'logo' && kind !== 'icon') return data<Failure | Done>({ ok: false, intent, message: 'invalidRequest' }, { status: 400 });
      await checked(() => site.removeImage(viewer, op, kind, meta));
      return data<Failure | Done>({ ok: true, intent, done: `The ${kind} is out of the draft: publish to take it off the site.` });
    }
    if (intent === 'publish') {
      const version = await checked(() => site.publish(viewer, op, meta));
      return data<Failure | Done>({ ok: true, intent, done: `Version ${version} is live on every server.` });
    }
    if (intent === 'restore') {
      const earlier = Number.parseInt(fields.version ?? '', 10);
      if (!Number.isInteger(earlier) || earlier < 1) return data<Failure | Done>({ ok: false, intent, message: 'invalidRequest' }, { status: 400 });
      const version = await checked(() => site.restore(viewer, op, earlier, meta));
      return data<Failure | Done>({ ok: true, intent, done: `Version ${earlier} is live again, as version ${version}.` });
    }
    return data<Failure | Done>({ ok: false, intent, message: 'invalidRequest' }, { status: 400 });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    const fieldErrors = (err as { extra?: { fieldErrors?: Record<string, string> } }).extra?.fieldErrors;
    return data<Failure | Done>(
      { ok: false, intent, message: fieldErrors ? undefined : r.message, fieldErrors, ...(intent === 'save' ? { values: fields } : {}) },
      { status: 400 },
    );
  }
}

/** Settings as text with their keys in order (the database keeps a draft's keys in an order of its own). */
const canonical = (v: unknown): string =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(v);

/** A date and time as the form's field shows it (UTC, to the minute). */
const localTime = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

/** The form's fields for settings: what the inputs start with. */
function fieldsOf(s: SiteSettings): Record<string, string> {
  return {
    name: s.name,
    domains: s.domains.join('\n'),
    template: s.template,
    palette: s.palette,
    appThemeColor: s.appThemeColor ?? '',
    appBackgroundColor: s.appBackgroundColor ?? '',
    defaultLanguage: s.languages[0] ?? 'EN',
    currency: s.currency,
    timeZone: s.timeZone,
    maintenanceStart: localTime(s.maintenance.start),
    maintenanceEnd: localTime(s.maintenance.end),
    ...(s.maintenance.on ? { maintenance: 'on' } : {}),
    ...Object.fromEntries(s.languages.map((l) => [`language.${l}`, 'on'])),
    ...Object.fromEntries(SITE_SWITCHES.filter((k) => s.switches[k]).map((k) => [`switch.${k}`, 'on'])),
  };
}

const inputClass = (error?: string) => `w-full rounded-theme border bg-surface px-3 py-2 text-text ${error ? 'border-danger' : 'border-field-border'}`;

function ErrorText({ id, error, name }: { id: string; error?: string; name: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger" data-testid={`error-${name}`}>
      {error}
    </p>
  );
}

function SelectField({ label, name, value, options, error }: { label: string; name: string; value: string; options: [string, string][]; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(error)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} name={name} />
    </div>
  );
}

function Boxes({ legend, items, error, name }: { legend: string; items: { name: string; label: string; checked: boolean }[]; error?: string; name: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {items.map((i) => (
          <label key={i.name} className="flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" name={i.name} defaultChecked={i.checked} className="size-4 accent-accent" />
            {i.label}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} name={name} />
    </fieldset>
  );
}

function Frame({
  title,
  src,
  width,
  height,
  className,
  frameClass,
}: {
  title: string;
  src: string;
  width: number;
  height: number;
  className: string;
  frameClass: string;
}) {
  return (
    <figure className="min-w-0">
      <div className={`overflow-hidden rounded-theme border border-border bg-bg ${className}`}>
        {/* No scripts in the preview: the page as the server draws it, with nothing that could act for the viewer. */}
        <iframe
          title={title}
          src={src}
          sandbox="allow-same-origin"
          tabIndex={-1}
          loading="lazy"
          width={width}
          height={height}
          className={`origin-top-left border-0 ${frameClass}`}
          style={{ width, height }}
        />
      </div>
      <figcaption className="mt-1 text-sm">
        {title}:{' '}
        <a href={src} target="_blank" rel="noreferrer" className="text-accent underline">
          open it in a new tab
        </a>
      </figcaption>
    </figure>
  );
}

export default function Site() {
  const { screen, preview } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && !result.ok ? result : undefined;
  const errorOf = (intent: string, name: string) => (failure?.intent === intent ? failure.fieldErrors?.[name] : undefined);
  const editing = screen.draft?.settings ?? screen.live;
  const values = failure?.intent === 'save' && failure.values ? failure.values : fieldsOf(editing);
  const e = (name: string) => errorOf('save', name);
  const liveVersion = screen.versions[0]?.version;
  const unpublished = !!screen.draft && canonical(screen.draft.settings) !== canonical(screen.live);
  const formMessage = (intent: string): ReactNode =>
    failure?.intent === intent && failure.message ? <FormMessage>{textOf(failure.message)}</FormMessage> : null;
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold">Site</h1>
      <p className="mb-4 text-sm" data-testid="site-state">
        {liveVersion ? `Live: version ${liveVersion}.` : 'Live: the settings the site was created with.'}{' '}
        {unpublished && screen.draft
          ? `A draft saved ${when(screen.draft.savedAt)} by ${screen.draft.savedBy} is not published yet.`
          : 'No unpublished changes.'}
      </p>
      {result?.ok && (
        <div className="mb-4">
          <FormMessage tone="success">{result.done}</FormMessage>
        </div>
      )}
      <div className="grid gap-4 2xl:grid-cols-2">
        <Panel title="Settings">
          {/* The key starts the inputs again from what the server answered (a saved draft or a refusal). */}
          <Form method="post" className="grid gap-4" key={JSON.stringify(values)} noValidate>
            <input type="hidden" name="intent" value="save" />
            {formMessage('save')}
            <Field label="Site name" name="name" defaultValue={values.name} required maxLength={80} error={e('name')} />
            <div>
              <label htmlFor="site-domains" className="mb-1 block text-sm font-medium">
                Domains
              </label>
              <textarea
                id="site-domains"
                name="domains"
                rows={3}
                defaultValue={values.domains}
                aria-invalid={e('domains') ? true : undefined}
                aria-describedby={`site-domains-hint${e('domains') ? ' site-domains-error' : ''}`}
                className={inputClass(e('domains'))}
              />
              <p id="site-domains-hint" className="mt-1 text-xs text-muted">
                One host name a line, without https:// (casino.example.com).
              </p>
              <ErrorText id="site-domains-error" error={e('domains')} name="domains" />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Template"
                name="template"
                value={values.template}
                options={screen.choices.templates.map((t) => [t, t])}
                error={e('template')}
              />
              <SelectField
                label="Palette"
                name="palette"
                value={values.palette}
                options={['1', '2', '3', '4', '5'].map((p) => [p, `Palette ${p}`])}
                error={e('palette')}
              />
              <Field
                label="App theme colour"
                name="appThemeColor"
                defaultValue={values.appThemeColor}
                placeholder="#1a2b3c"
                hint="The installed app's title bar; empty: the palette's header."
                error={e('appThemeColor')}
              />
              <Field
                label="App background colour"
                name="appBackgroundColor"
                defaultValue={values.appBackgroundColor}
                placeholder="#0f1115"
                hint="The installed app's start screen; empty: the palette's."
                error={e('appBackgroundColor')}
              />
            </div>
            <Boxes
              legend="Languages"
              name="languages"
              error={e('languages')}
              items={screen.choices.languages.map((l) => ({ name: `language.${l.code}`, label: l.name, checked: values[`language.${l.code}`] !== undefined }))}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label="Default language"
                name="defaultLanguage"
                value={values.defaultLanguage}
                options={screen.choices.languages.map((l) => [l.code, l.name])}
                error={e('defaultLanguage')}
              />
              <Field label="Currency" name="currency" defaultValue={values.currency} maxLength={3} hint="ISO 4217, e.g. PHP" error={e('currency')} />
              <Field label="Time zone" name="timeZone" defaultValue={values.timeZone} hint="e.g. Asia/Manila" error={e('timeZone')} />
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">Maintenance window (UTC)</legend>
              <label className="flex min-h-8 items-center gap-2 text-sm">
                <input type="checkbox" name="maintenance" defaultChecked={values.maintenance !== undefined} className="size-4 accent-accent" />
                Maintenance window: players see only the maintenance page
              </label>
              <p className="text-xs text-muted">
                It opens at its start (at once when empty) and closes at its end (when switched off, when empty) by itself, on every server.
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="From" name="maintenanceStart" type="datetime-local" defaultValue={values.maintenanceStart} error={e('maintenanceStart')} />
                <Field label="Until" name="maintenanceEnd" type="datetime-local" defaultValue={values.maintenanceEnd} error={e('maintenanceEnd')} />
              </div>
            </fieldset>
            <Boxes
              legend="Switches"
              name="switches"
              items={SITE_SWITCHES.map((s) => ({ name: `switch.${s}`, label: SWITCH_NAMES[s], checked: values[`switch.${s}`] !== undefined }))}
            />
            <Button className="justify-self-start">Save draft</Button>
          </Form>
        </Panel>
        <div className="grid content-start gap-4">
          <Panel title="Logo and icon">
            <Form method="post" encType="multipart/form-data" className="grid gap-3">
              <input type="hidden" name="intent" value="images" />
              {formMessage('images')}
              <Field
                label="Logo"
                name="logo"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                hint={editing.logo ? `Now: ${editing.logo}` : 'None yet: the site shows its name.'}
                error={errorOf('images', 'logo')}
              />
              <Field
                label="Icon (installed app and home screen)"
                name="icon"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                hint={editing.icon ? `Now: ${editing.icon}` : 'None yet: a letter on the palette’s colours.'}
                error={errorOf('images', 'icon')}
              />
              <p className="text-xs text-muted">
                Up to {SITE_IMAGE_MAX_BYTES / 1024 / 1024} MB each. The logo is fitted within 600×200 pixels, the icon made a 512×512 square.
              </p>
              <Button kind="plain" className="justify-self-start">
                Upload to the draft
              </Button>
            </Form>
            {(editing.logo || editing.icon) && (
              <div className="mt-3 flex flex-wrap gap-3 border-t border-border pt-3">
                {formMessage('remove-image')}
                {(['logo', 'icon'] as const).map(
                  (kind) =>
                    editing[kind] && (
                      <Form method="post" key={kind}>
                        <input type="hidden" name="intent" value="remove-image" />
                        <input type="hidden" name="kind" value={kind} />
                        <Button kind="plain">{kind === 'logo' ? 'Remove the logo' : 'Remove the icon'}</Button>
                      </Form>
                    ),
                )}
              </div>
            )}
          </Panel>
          <Panel title="Preview and publish">
            <p className="mb-3 text-sm">The player site as it would look with the draft, drawn by the server as a guest sees it.</p>
            <div className="mb-4 flex flex-wrap items-start gap-4" data-testid="site-preview">
              <Frame title="Phone, 390 pixels wide" src={preview} width={390} height={760} className="h-[570px] w-[293px]" frameClass="scale-75" />
              <Frame
                title="Desktop, 1280 pixels wide"
                src={preview}
                width={1280}
                height={800}
                className="h-[200px] w-[320px] xl:h-[400px] xl:w-[640px]"
                frameClass="scale-25 xl:scale-50"
              />
            </div>
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="publish" />
              {formMessage('publish')}
              {errorOf('publish', 'domains') && <FormMessage>{errorOf('publish', 'domains')}</FormMessage>}
              {errorOf('publish', 'currency') && <FormMessage>{errorOf('publish', 'currency')}</FormMessage>}
              <p className="text-sm">Publishing makes the draft live on every server at once and keeps it as a new version.</p>
              <Button className="justify-self-start">Publish</Button>
            </Form>
          </Panel>
        </div>
      </div>
      <div className="mt-4">
        <Panel title="Versions">
          {formMessage('restore')}
          {screen.versions.length === 0 ? (
            <p className="text-sm text-muted">Nothing published from the console yet.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">
                      Version
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Published
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      By
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Settings
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Restore</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {screen.versions.map((v, i) => (
                    <tr key={v.version} className="border-b border-border align-top" data-testid={`site-version-${v.version}`}>
                      <td className="py-2 pr-3 font-semibold">
                        {v.version}
                        {i === 0 && <span className="ml-2 rounded-theme bg-accent px-2 py-0.5 text-xs text-accent-text">Live</span>}
                        {v.restoredFrom && <span className="block text-xs font-normal text-muted">restores {v.restoredFrom}</span>}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">{when(v.publishedAt)}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{v.publishedBy}</td>
                      <td className="min-w-64 py-2 pr-3">{v.summary}</td>
                      <td className="py-2">
                        {i > 0 && (
                          <Form method="post">
                            <input type="hidden" name="intent" value="restore" />
                            <input type="hidden" name="version" value={v.version} />
                            <Button kind="plain" aria-label={`Restore version ${v.version}`}>
                              Restore
                            </Button>
                          </Form>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
      </div>
    </>
  );
}
