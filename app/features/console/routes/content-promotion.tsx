import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { missingPromotionLanguages, promotionTextsIn, PromotionSaveForm, type ConsolePromotion } from '#contract/console-promotions.ts';
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
  LanguageColumns,
  LanguagePicker,
  PreviewFrame,
  PreviewSection,
  secondLanguage,
  TextField,
} from '../components/content-parts.tsx';
import { checked, consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/content-promotion';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.promotion.title ?? 'Promotion'} · Content · Console` }];

const TEXTS: Record<string, string> = { unknownLanguage: 'The site does not offer this language.' };
const say = (key: string) => TEXTS[key] ?? textOf(key);

function idOf(id: string | undefined) {
  if (!id || !/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  return Number(id);
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const { languages, promotion } = await checked(() => consoleOf(args).backend.promotions.one(viewer, op, idOf(args.params.id)));
  const others = languages.filter((l) => l.lng !== 'en');
  const second = secondLanguage(others, missingPromotionLanguages(promotion, others), new URL(args.request.url).searchParams.get('lang'));
  return { op, promotion, languages, second };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireViewer(args);
  const { op } = args.params;
  const id = idOf(args.params.id);
  const fields = formFields(await formOf(args.request));
  const parsed = checkForm(PromotionSaveForm, fields);
  if (!parsed.ok) return data<Answer>({ ...parsed.failure, values: fields }, { status: 400 });
  try {
    await checked(() => consoleOf(args).backend.promotions.save(viewer, op, id, parsed.value, metaOf(args)));
    return data<Answer>({ ok: true, done: 'Saved: the site shows these texts now.' });
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<Answer>({ ok: false, message: r.message, values: fields }, { status: 400 });
  }
}

export default function ContentPromotion() {
  const { op, promotion, languages, second } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { failure, bind, columns } = editorForm(result, say, languages, second);
  const missing = missingPromotionLanguages(promotion, languages);
  const base = `/console/${op}/content/promotions/${promotion.id}`;
  return (
    <>
      <ContentNav op={op} current="promotions" />
      <BackLink to={`/console/${op}/content/promotions`}>Promotions</BackLink>
      <h1 className="mb-2 text-2xl font-bold">{promotion.title}</h1>
      <p className="mb-4 text-sm text-muted">
        On the site at <code>/promotions</code>; its button leads to <code>{promotion.cta_path}</code>.
      </p>
      <EditorNotices done={result?.ok ? result.done : undefined} refused={failure?.message && say(failure.message)} />

      <LanguagePicker languages={languages} missing={missing} shown={columns} href={(lng) => `?lang=${lng}`} />

      {/* Drawn anew once saved: the fields then show the texts as stored (sanitized), not as typed. */}
      <Form
        key={JSON.stringify([promotion.title, promotion.summary, promotion.body, promotion.texts])}
        method="post"
        action={`${base}${second ? `?lang=${second.lng}` : ''}`}
        className="grid gap-4"
        noValidate
      >
        <input type="hidden" name="langs" value={columns.map((c) => c.lng).join(',')} />
        <LanguageColumns columns={columns} shrink>
          {(l) => {
            const stored = promotionTextsIn(promotion, l.lng);
            return (
              <>
                <TextField label={`Title (${l.name})`} {...bind(`title_${l.lng}`, stored.title)} lang={l.lng} maxLength={120} />
                <TextField label={`Summary (${l.name})`} {...bind(`summary_${l.lng}`, stored.summary)} lang={l.lng} maxLength={300} multiline rows={3} />
                <TextField
                  label={`Terms (HTML, ${l.name})`}
                  {...bind(`body_${l.lng}`, stored.body)}
                  lang={l.lng}
                  multiline
                  rows={10}
                  hint={
                    l.lng === 'en'
                      ? 'Title and summary required. HTML: paragraphs, lists and links. Scripts and event handlers are removed when saved.'
                      : 'Leave every field blank to show English in this language; a blank field shows the English one.'
                  }
                />
              </>
            );
          }}
        </LanguageColumns>
        <div>
          <Button disabled={busy}>Save</Button>
        </div>
      </Form>

      <PreviewSection note="What the site shows in each of its languages.">
        <div className="grid gap-3 lg:grid-cols-2">
          {languages.map((l) => (
            <PromotionPreview key={l.lng} promotion={promotion} language={l} />
          ))}
        </div>
      </PreviewSection>
    </>
  );
}

/** The offer in one language as the site shows it: each missing field in English, and saying so. */
function PromotionPreview({ promotion, language }: { promotion: ConsolePromotion; language: ContentLanguage }) {
  const own = promotionTextsIn(promotion, language.lng);
  const fallback = !own.title?.trim();
  const pick = (k: 'title' | 'summary' | 'body') => own[k]?.trim() || promotion[k];
  return (
    <PreviewFrame language={language} fallback={fallback}>
      <div lang={fallback ? 'en' : language.lng} className="grid max-h-96 gap-2 overflow-auto p-3">
        <p className="text-lg font-bold" data-testid="preview-title">
          {pick('title')}
        </p>
        <p className="text-muted">{pick('summary')}</p>
        <SafeHtml html={pick('body')} className="cms text-sm" />
      </div>
    </PreviewFrame>
  );
}
