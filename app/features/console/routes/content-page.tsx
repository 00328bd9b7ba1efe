import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import { CMS_PAGE_NAMES, CMS_PAGE_PATHS, CmsSaveForm, isConsoleCmsKey, type CmsTexts } from '#contract/console-cms.ts';
import type { ContentLanguage } from '#contract/console-content.ts';
import { checkForm, formFields } from '~/lib/shared/forms.ts';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { Button, textOf } from '../components/parts.tsx';
import {
  BackLink,
  ContentNav,
  editorForm,
  type EditorAnswer as Answer,
  EditorNotices,
  IntentButton,
  LanguageColumns,
  LanguagePicker,
  PreviewFrame,
  PreviewSection,
  secondLanguage,
  TextField,
} from '../components/content-parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import { missingPageLanguages } from './content-pages.tsx';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? CMS_PAGE_NAMES[data.page.key] : 'Page'} · Content · Console` }];

const TEXTS: Record<string, string> = {
  noDraft: 'There is no draft to publish: save one first.',
  unknownLanguage: 'The site does not offer this language.',
};
const say = (key: string) => TEXTS[key] ?? textOf(key);

function keyOf(key: string | undefined) {
  if (!key || !isConsoleCmsKey(key)) throw data(null, { status: 404 });
  return key;
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const key = keyOf(args.params.key);
  const url = new URL(args.request.url);
  const { languages, page } = await checked(() => consoleOf(args).backend.cms.page(viewer, op, key));
  const others = languages.filter((l) => l.lng !== 'en');
  const second = secondLanguage(others, missingPageLanguages(page.draft ?? page.texts, others), url.searchParams.get('lang'));
  return { op, page, languages, second, saved: url.searchParams.get('saved') };
}

const Intent = z.object({ intent: z.enum(['save', 'publish', 'discard']) });

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const key = keyOf(args.params.key);
  const b = consoleOf(args).backend.cms;
  const meta = metaOf(args);
  const fields = formFields(await formOf(args.request));
  const intent = checkForm(Intent, fields);
  if (!intent.ok) return data<Answer>(intent.failure, { status: 400 });
  try {
    if (intent.value.intent === 'save') {
      const parsed = checkForm(CmsSaveForm, fields, 'save');
      if (!parsed.ok) return data<Answer>({ ...parsed.failure, values: fields }, { status: 400 });
      await checked(() => b.saveDraft(viewer, op, key, parsed.value, meta));
      const lang = new URL(args.request.url).searchParams.get('lang');
      return redirect(`/console/${op}/content/pages/${key}?${new URLSearchParams({ ...(lang ? { lang } : {}), saved: 'draft' })}#preview`);
    }
    if (intent.value.intent === 'publish') {
      await checked(() => b.publish(viewer, op, key, meta));
      return data<Answer>({ ok: true, done: 'Published: the site shows this page in each language now.' });
    }
    await checked(() => b.discard(viewer, op, key, meta));
    return data<Answer>({ ok: true, done: 'Draft dropped: the page stays as the site shows it.' });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<Answer>({ ok: false, intent: intent.value.intent, message: r.message, values: fields }, { status: 400 });
  }
}

export default function ContentPage() {
  const { op, page, languages, second, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { failure, bind, columns } = editorForm(result, say, languages, second);
  const working: CmsTexts = page.draft ?? page.texts;
  const missing = missingPageLanguages(working, languages);
  const base = `/console/${op}/content/pages/${page.key}`;
  const name = CMS_PAGE_NAMES[page.key];
  return (
    <>
      <ContentNav op={op} current="pages" />
      <BackLink to={`/console/${op}/content/pages`}>Pages</BackLink>
      <h1 className="mb-2 flex flex-wrap items-center gap-2 text-2xl font-bold">
        {name}
        {page.draft ? (
          <span className="rounded-theme border border-warning px-2 py-0.5 text-xs font-semibold text-warning" data-testid="content-state">
            Unpublished draft
          </span>
        ) : (
          <span className="rounded-theme border border-success px-2 py-0.5 text-xs font-semibold text-success" data-testid="content-state">
            Published
          </span>
        )}
      </h1>
      <p className="mb-4 text-sm text-muted">
        On the site at <code>{CMS_PAGE_PATHS[page.key]}</code>
        {page.status ? '' : ' (switched off: the site says the page is not available)'}.
      </p>
      <EditorNotices
        saved={saved && !result ? 'Saved as a draft: only this preview shows it. Publish it to put it on the site.' : undefined}
        done={result?.ok ? result.done : undefined}
        refused={failure?.message && say(failure.message)}
      />

      <LanguagePicker languages={languages} missing={missing} shown={columns} href={(lng) => `?lang=${lng}`} />

      <Form method="post" action={`${base}${second ? `?lang=${second.lng}` : ''}`} className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="langs" value={columns.map((c) => c.lng).join(',')} />
        <LanguageColumns columns={columns} shrink>
          {(l) => (
            <>
              <TextField label={`Title (${l.name})`} {...bind(`title_${l.lng}`, working[l.lng]?.title)} lang={l.lng} maxLength={200} />
              <TextField
                label={`Body (HTML, ${l.name})`}
                {...bind(`html_${l.lng}`, working[l.lng]?.html)}
                lang={l.lng}
                multiline
                rows={14}
                hint={
                  l.lng === 'en'
                    ? 'Required. HTML: headings, paragraphs, lists and links. Scripts and event handlers are removed when saved.'
                    : 'Leave both fields blank to show English in this language.'
                }
              />
            </>
          )}
        </LanguageColumns>
        <div>
          <Button disabled={busy}>Save draft</Button>
        </div>
      </Form>

      <PreviewSection
        note={page.draft ? 'The draft, as the site will show it in each of its languages once published.' : 'What the site shows in each of its languages.'}
      >
        <div className="grid gap-3 lg:grid-cols-2">
          {languages.map((l) => (
            <PagePreview key={l.lng} texts={working} language={l} />
          ))}
        </div>
        {page.draft && (
          <div className="mt-4 flex flex-wrap gap-3">
            <IntentButton intent="publish">Publish</IntentButton>
            <IntentButton intent="discard" kind="plain">
              Drop the draft
            </IntentButton>
          </div>
        )}
      </PreviewSection>
    </>
  );
}

/** The page in one language as the site shows it: English standing in for a missing text, and saying so. */
function PagePreview({ texts, language }: { texts: CmsTexts; language: ContentLanguage }) {
  const own = texts[language.lng];
  const fallback = !own?.html.trim();
  const shown = fallback ? texts.en : own;
  return (
    <PreviewFrame language={language} fallback={fallback}>
      <div lang={fallback ? 'en' : language.lng} className="max-h-96 overflow-auto p-3">
        <p className="mb-2 text-xs text-muted">Title: {shown?.title}</p>
        <SafeHtml html={shown?.html ?? ''} className="cms text-sm" />
      </div>
    </PreviewFrame>
  );
}
