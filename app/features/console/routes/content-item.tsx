import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import { ContentSaveForm, HTML_KINDS, IMAGE_KINDS, KIND_FIELDS, MAX_UPLOAD_BYTES, REQUIRED_FIELD, type ContentLanguage } from '#contract/console-content.ts';
import { CONTENT_KINDS, type ContentKind, type OpsContentItem } from '#contract/content.ts';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { Button, Field, Panel, textOf, when } from '../components/parts.tsx';
import {
  BackLink,
  ContentPreview,
  editorForm,
  type EditorAnswer as Answer,
  EditorNotices,
  IntentButton,
  KIND_NAMES,
  LanguageColumns,
  LanguagePicker,
  missingLanguages,
  PreviewSection,
  secondLanguage,
  StateBadge,
  TextField,
} from '../components/content-parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/content-item';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? KIND_NAMES[data.kind].one : 'Content'} · Content · Console` }];

/** The console's texts for what the content screen's server answers. */
const TEXTS: Record<string, string> = {
  notAnImage: 'This file is not a picture: upload a PNG, JPEG, WebP, AVIF or GIF.',
  imageTooLarge: `This picture is too large: upload one of ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or less.`,
  imageTooSmall: 'This picture is too small: upload one at least 480 pixels wide.',
  invalidLink: 'Enter a path on the site (/promotions) or an https:// address.',
  invalidImageUrl: 'Enter a path on the site or an https:// address.',
  invalidSlug: 'Use lower-case letters, digits and single hyphens (spring-cup-2026).',
  invalidDate: 'Enter a date and time.',
  invalidNumber: 'Enter a whole number.',
  outOfRange: 'Enter a number from -1000 to 1000.',
  endsBeforeStart: 'The end must come after the start.',
  slugTaken: 'Another article already has this address.',
  englishRequired: 'English is required: every other language falls back to it.',
  alreadyLive: 'This item is already live.',
  alreadyDraft: 'This item is already a draft.',
  contentRetired: 'This item is retired and cannot be changed.',
  unknownLanguage: 'The site does not offer this language.',
};
const say = (key: string) => TEXTS[key] ?? textOf(key);
const FIELD_NAMES = { title: 'Title', body: 'Text', cta: 'Button label', summary: 'Summary' } as const;
const fieldLabel = (kind: ContentKind, f: keyof typeof FIELD_NAMES) => (f === 'body' && HTML_KINDS.includes(kind) ? 'Body (HTML)' : FIELD_NAMES[f]);

/** A UTC time as a datetime-local field's value. */
const local = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { op, id } = args.params;
  const url = new URL(args.request.url);
  const b = consoleOf(args).backend.content;
  let item: OpsContentItem | null = null;
  let languages: ContentLanguage[];
  let kind: ContentKind;
  if (id === 'new') {
    const asked = url.searchParams.get('kind');
    kind = (CONTENT_KINDS as readonly string[]).includes(asked ?? '') ? (asked as ContentKind) : 'slide';
    ({ languages } = await checked(() => b.overview(viewer, op, kind)));
  } else {
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) throw data(null, { status: 404 });
    ({ item, languages } = await checked(() => b.item(viewer, op, n)));
    kind = item.kind;
  }
  const others = languages.filter((l) => l.lng !== 'en');
  const second = secondLanguage(others, item ? missingLanguages(item, others) : others, url.searchParams.get('lang'));
  return { op, kind, item, languages, second, saved: url.searchParams.get('saved'), now: new Date().toISOString() };
}

const Intent = z.object({ intent: z.enum(['save', 'publish', 'unpublish', 'retire']) });

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op, id } = args.params;
  const b = consoleOf(args).backend.content;
  const meta = metaOf(args);
  // A body past the picture's limit is refused before it is read.
  if (Number(args.request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 256 * 1024)
    return data<Answer>({ ok: false, intent: 'save', fieldErrors: { image: 'imageTooLarge' } }, { status: 413 });
  const form = await formOf(args.request);
  const fields = formFields(form);
  const intent = checkForm(Intent, fields);
  if (!intent.ok) return data<Answer>(intent.failure, { status: 400 });
  const url = new URL(args.request.url);
  try {
    if (intent.value.intent === 'save') {
      const parsed = checkForm(ContentSaveForm, { ...fields, id: id === 'new' ? '' : id }, 'save');
      const file = form.get('image');
      // Only slides and news carry a picture.
      const picture = file instanceof File && file.size > 0 && parsed.ok && IMAGE_KINDS.includes(parsed.value.kind) ? file : null;
      if (picture && picture.size > MAX_UPLOAD_BYTES)
        return data<Answer>({ ok: false, intent: 'save', fieldErrors: { image: 'imageTooLarge' }, values: fields }, { status: 413 });
      if (!parsed.ok) return data<Answer>({ ...parsed.failure, values: fields }, { status: 400 });
      const upload = picture ? { bytes: new Uint8Array(await picture.arrayBuffer()) } : null;
      const saved = await checked(() => b.save(viewer, op, parsed.value, upload, meta));
      const lang = url.searchParams.get('lang');
      return redirect(
        `/console/${op}/content/${saved.id}?${new URLSearchParams({ ...(lang ? { lang } : {}), saved: saved.draft ? 'draft' : 'live' })}#preview`,
      );
    }
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) throw data(null, { status: 404 });
    if (intent.value.intent === 'retire') {
      await checked(() => b.retire(viewer, op, n, meta));
      return data<Answer>({ ok: true, done: 'Retired: it is no longer on the site.' });
    }
    const live = intent.value.intent === 'publish';
    await checked(() => b.setLive(viewer, op, n, live, meta));
    return data<Answer>({
      ok: true,
      done: live ? 'Published: the site shows it now (or from its start time).' : 'Back to draft: the site no longer shows it.',
    });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    const image = ['notAnImage', 'imageTooLarge', 'imageTooSmall', 'imageRequired'].includes(r.message);
    const slug = r.message === 'slugTaken';
    return data<Answer>(
      {
        ok: false,
        intent: intent.value.intent,
        ...(image ? { fieldErrors: { image: r.message } } : slug ? { fieldErrors: { slug: r.message } } : { message: r.message }),
        values: fields,
      },
      { status: 400 },
    );
  }
}

export default function ContentItem() {
  const { op, kind, item, languages, second, saved, now } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { failure, err, value, bind, columns } = editorForm(result, say, languages, second);
  const missing = item ? missingLanguages(item, languages) : languages;
  const fields = KIND_FIELDS[kind];
  const names = KIND_NAMES[kind];
  const base = `/console/${op}/content/${item ? item.id : 'new'}`;
  const query = (lang: string) => `?${new URLSearchParams({ ...(item ? {} : { kind }), lang })}`;
  return (
    <>
      <BackLink to={`/console/${op}/content?kind=${kind}`}>{names.plural}</BackLink>
      <h1 className="mb-2 flex flex-wrap items-center gap-2 text-2xl font-bold">
        {item
          ? `${names.one}: ${item.texts.en?.title || item.texts.en?.body?.replace(/<[^>]*>/g, '').slice(0, 60) || `#${item.id}`}`
          : `New ${names.one.toLowerCase()}`}
        {item && <StateBadge item={item} now={now} />}
      </h1>
      <EditorNotices
        saved={
          saved && !result
            ? saved === 'draft'
              ? 'Saved as a draft: only this preview shows it. Publish it to put it on the site.'
              : 'Saved: the site shows the change now.'
            : undefined
        }
        done={result?.ok ? result.done : undefined}
        refused={failure?.message && say(failure.message)}
      />

      <LanguagePicker languages={languages} missing={missing} shown={columns} href={query} />

      <Form method="post" encType="multipart/form-data" action={`${base}${second ? query(second.lng) : ''}`} className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="langs" value={columns.map((c) => c.lng).join(',')} />
        <LanguageColumns columns={columns}>
          {(l) =>
            fields.map((f) => (
              <TextField
                key={f}
                label={`${fieldLabel(kind, f)} (${l.name})`}
                {...bind(`${f}_${l.lng}`, item?.texts[l.lng]?.[f])}
                lang={l.lng}
                multiline={f === 'body' && kind !== 'marquee'}
                maxLength={f === 'body' ? undefined : f === 'cta' ? 40 : f === 'summary' ? 400 : 200}
                hint={
                  f === 'body' && HTML_KINDS.includes(kind)
                    ? 'HTML: headings, paragraphs, lists and links. Scripts and event handlers are removed when saved.'
                    : f === REQUIRED_FIELD[kind] && l.lng === 'en'
                      ? 'Required.'
                      : undefined
                }
              />
            ))
          }
        </LanguageColumns>

        <Panel title="Picture, link and schedule">
          <div className="grid gap-3 md:grid-cols-2">
            {IMAGE_KINDS.includes(kind) && (
              <div className="md:col-span-2">
                <input type="hidden" name="image_url" value={item?.image_url ?? ''} />
                <label htmlFor="content-image" className="mb-1 block text-sm font-medium">
                  {item?.image_url ? 'Replace the picture' : 'Picture'}
                </label>
                <input
                  id="content-image"
                  name="image"
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
                  aria-describedby={`content-image-hint${err('image') ? ' content-image-error' : ''}`}
                  aria-invalid={err('image') ? true : undefined}
                  className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-theme file:border file:border-field-border file:bg-surface file:px-3 file:font-medium"
                />
                <p id="content-image-hint" className="mt-1 text-xs text-muted">
                  PNG, JPEG, WebP, AVIF or GIF, at least 480 pixels wide, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. Cropped to 16:9 and saved 480, 960 and 1440
                  pixels wide.
                </p>
                {err('image') && (
                  <p id="content-image-error" className="mt-1 text-sm text-danger" data-testid="error-image">
                    {err('image')}
                  </p>
                )}
              </div>
            )}
            {kind === 'news' && <TextField label="Address (news?article=…)" {...bind('slug', item?.slug)} hint="Lower-case letters, digits and hyphens." />}
            <TextField label="Link" {...bind('link', item?.link)} hint="A path on the site (/promotions) or an https:// address." />
            {kind === 'announcement' && (
              <div>
                <label htmlFor="content-audience" className="mb-1 block text-sm font-medium">
                  Who sees it
                </label>
                <select
                  id="content-audience"
                  name="audience"
                  defaultValue={value('audience', item?.audience ?? 'public')}
                  className="w-full rounded-theme border border-field-border bg-surface px-3 py-2"
                >
                  <option value="public">Everyone</option>
                  <option value="players">Signed-in players</option>
                </select>
              </div>
            )}
            <Field
              label="Shown from (UTC)"
              name="starts_at"
              type="datetime-local"
              defaultValue={value('starts_at', local(item?.starts_at ?? null))}
              error={err('starts_at')}
            />
            <Field
              label="Shown until (UTC)"
              name="ends_at"
              type="datetime-local"
              defaultValue={value('ends_at', local(item?.ends_at ?? null))}
              error={err('ends_at')}
            />
            <TextField label="Order" {...bind('sort', String(item?.sort ?? 0))} hint="Lower numbers show first." />
          </div>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={busy}>{!item || item.draft ? 'Save draft' : 'Save changes (live at once)'}</Button>
          {item && !item.draft && !item.retired_at && <p className="text-sm text-muted">This item is live: saving changes the site at once.</p>}
        </div>
      </Form>

      {item && (
        <PreviewSection note="As the site will show it, in each of its languages (what is saved; the site shows nothing while it is a draft).">
          <div className="grid gap-3 lg:grid-cols-2">
            {languages.map((l) => (
              <ContentPreview key={l.lng} item={item} language={l} />
            ))}
          </div>
          {!item.retired_at && (
            <div className="mt-4 flex flex-wrap gap-3">
              <IntentButton intent={item.draft ? 'publish' : 'unpublish'} kind={item.draft ? 'primary' : 'plain'}>
                {item.draft ? 'Publish' : 'Back to draft'}
              </IntentButton>
              <IntentButton intent="retire" kind="danger">
                Retire
              </IntentButton>
            </div>
          )}
          <p className="mt-3 text-xs text-muted">
            Version {item.version} · changed {when(item.updated_at)}
          </p>
        </PreviewSection>
      )}
    </>
  );
}
