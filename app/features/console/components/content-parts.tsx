import { useId, type ReactNode } from 'react';
import type { ContentLanguage } from '#contract/console-content.ts';
import { REQUIRED_FIELD } from '#contract/console-content.ts';
import { CONTENT_KINDS, type ContentKind, type OpsContentItem } from '#contract/content.ts';
import { Form, Link } from 'react-router';
import type { FormFailure } from '~/lib/shared/forms.ts';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { Button, FormMessage, Panel } from './parts.tsx';

export const KIND_NAMES: Record<ContentKind, { one: string; plural: string }> = {
  slide: { one: 'Slide', plural: 'Slides' },
  announcement: { one: 'Announcement', plural: 'Announcements' },
  marquee: { one: 'Marquee line', plural: 'Marquee' },
  news: { one: 'News article', plural: 'News' },
};

/** The content screen's tabs: each kind of item, the promotions, then the CMS pages. */
export function ContentNav({ op, current }: { op: string; current: ContentKind | 'pages' | 'promotions' }) {
  const tabs = [
    ...CONTENT_KINDS.map((k) => ({ to: `/console/${op}/content?kind=${k}`, label: KIND_NAMES[k].plural, on: k === current })),
    { to: `/console/${op}/content/promotions`, label: 'Promotions', on: current === 'promotions' },
    { to: `/console/${op}/content/pages`, label: 'Pages', on: current === 'pages' },
  ];
  return (
    <nav aria-label="Kinds of content" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              aria-current={t.on ? 'page' : undefined}
              className="inline-flex min-h-10 items-center rounded-theme border border-field-border px-3 font-medium aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-text"
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's languages an item has no text in (the site shows English there instead). */
/** The link above an editor's title, back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-1 text-sm">
      <Link to={to} className="text-accent underline">
        {children}
      </Link>
    </p>
  );
}

export function missingLanguages(item: Pick<OpsContentItem, 'kind' | 'texts'>, languages: ContentLanguage[]) {
  const need = REQUIRED_FIELD[item.kind];
  return languages.filter((l) => !item.texts[l.lng]?.[need]?.trim());
}

/** What an editor's action answers: done, or refused with the values sent (the form shows them again). */
export type EditorAnswer = (FormFailure & { values?: Record<string, string> }) | { ok: true; done: string };

/**
 * The editor's form after its action: the failure; a field's error (in the screen's words, `say`),
 * its value (what was sent, else what is stored) and both with its name (`bind`, for a TextField);
 * and the columns (English, then the second language when there is one).
 */
export function editorForm(result: EditorAnswer | undefined, say: (key: string) => string, languages: ContentLanguage[], second: ContentLanguage | null) {
  const failure = result && !result.ok ? result : undefined;
  const err = (name: string) => {
    const key = failure?.fieldErrors?.[name];
    return key ? say(key) : undefined;
  };
  const value = (name: string, stored: string | null | undefined) => failure?.values?.[name] ?? stored ?? '';
  const bind = (name: string, stored: string | null | undefined) => ({ name, value: value(name, stored), error: err(name) });
  const english = languages.find((l) => l.lng === 'en')!;
  return { failure, err, value, bind, columns: second ? [english, second] : [english] };
}

/**
 * The editor's second column: the language asked for, else the first one missing, else the site's
 * default, else any other than English.
 */
export function secondLanguage(others: ContentLanguage[], missing: ContentLanguage[], asked: string | null) {
  return others.find((l) => l.lng === asked) ?? missing[0] ?? others.find((l) => l.isDefault) ?? others[0] ?? null;
}

/**
 * One entry of a content list: its link and badges, what else it says, and the languages it has no
 * text in.
 */
export function ContentEntry({
  to,
  title,
  badges,
  missing,
  children,
}: {
  to: string;
  title: ReactNode;
  badges: ReactNode;
  missing: readonly { name: string }[];
  children?: ReactNode;
}) {
  return (
    <li className="rounded-theme border border-border bg-surface p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link to={to} className="font-semibold text-accent underline">
          {title}
        </Link>
        {badges}
      </p>
      {children}
      {missing.length > 0 && (
        <p className="text-warning" data-testid="content-missing">
          Missing: {missing.map((l) => l.name).join(', ')}
        </p>
      )}
    </li>
  );
}

type State = { label: string; tone: string };
export function stateOf(item: OpsContentItem, now: string): State {
  if (item.retired_at) return { label: 'Retired', tone: 'border-field-border text-muted' };
  if (item.draft) return { label: 'Draft', tone: 'border-warning text-warning' };
  if (item.starts_at && item.starts_at > now) return { label: 'Scheduled', tone: 'border-accent text-accent' };
  if (item.ends_at && item.ends_at <= now) return { label: 'Ended', tone: 'border-field-border text-muted' };
  return { label: 'Live', tone: 'border-success text-success' };
}

export function StateBadge({ item, now }: { item: OpsContentItem; now: string }) {
  const s = stateOf(item, now);
  return (
    <span className={`rounded-theme border px-2 py-0.5 text-xs font-semibold ${s.tone}`} data-testid="content-state">
      {s.label}
    </span>
  );
}

/** `{w}` in an upload's address stands for each width the site's hero asks for. */
const WIDTHS = [480, 960, 1440];
const sizesOf = (url: string) => (url.includes('{w}') ? WIDTHS.map((w) => ({ width: w, url: url.replaceAll('{w}', String(w)) })) : [{ width: 0, url }]);

/**
 * An item in one language as the site will show it: the hero's picture (the same widths and
 * `sizes`), its title, text and button; or the sanitized body of an announcement or article.
 * English stands in for a missing text, as on the site, and says so.
 */
export function ContentPreview({ item, language }: { item: OpsContentItem; language: ContentLanguage }) {
  const own = item.texts[language.lng] ?? {};
  const en = item.texts.en ?? {};
  const pick = (k: 'title' | 'body' | 'cta' | 'summary') => own[k]?.trim() || en[k] || '';
  const fallback = !own[REQUIRED_FIELD[item.kind]]?.trim();
  const lang = fallback ? 'en' : language.lng;
  const images = item.image_url ? sizesOf(item.image_url) : [];
  const sized = images.filter((i) => i.width > 0);
  return (
    <PreviewFrame language={language} fallback={fallback}>
      <div lang={lang} className={item.kind === 'slide' && images.length ? 'grid md:grid-cols-2' : ''}>
        {images.length > 0 && (
          <div className="relative aspect-video bg-surface-2">
            <img
              src={sized.length ? sized[Math.min(1, sized.length - 1)].url : images[0].url}
              srcSet={sized.length ? sized.map((i) => `${i.url} ${i.width}w`).join(', ') : undefined}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 46vw, 100vw"
              alt=""
              width={1600}
              height={900}
              className="absolute inset-0 h-full w-full object-cover"
              data-testid="preview-image"
            />
          </div>
        )}
        <div className="grid content-center gap-2 p-4">
          {item.kind === 'marquee' ? (
            <p className="font-medium">{pick('body')}</p>
          ) : (
            <>
              <p className="text-xl font-bold" data-testid="preview-title">
                {pick('title')}
              </p>
              {item.kind === 'news' && pick('summary') && <p className="text-muted">{pick('summary')}</p>}
              {item.kind === 'slide' && pick('body') && <p>{pick('body')}</p>}
              {(item.kind === 'announcement' || item.kind === 'news') && pick('body') && (
                <SafeHtml html={pick('body')} className="prose max-w-none text-sm [&_a]:text-accent [&_a]:underline" testId="preview-body" />
              )}
              {item.kind === 'slide' && item.link && pick('cta') && (
                <span className="inline-flex min-h-10 items-center justify-self-start rounded-theme bg-accent px-4 font-semibold text-accent-text">
                  {pick('cta')}
                </span>
              )}
            </>
          )}
        </div>
      </div>
    </PreviewFrame>
  );
}

/** One language's preview, named, and saying so when English stands in for a missing text. */
export function PreviewFrame({ language, fallback, children }: { language: ContentLanguage; fallback: boolean; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-theme border border-border bg-surface" data-testid={`preview-${language.lng}`}>
      <figcaption className="border-b border-border bg-surface-2 px-3 py-1.5 text-sm font-medium">
        {language.name}
        {fallback && <span className="text-warning"> · missing: the site shows English</span>}
      </figcaption>
      {children}
    </figure>
  );
}

/** The editor's preview: a note on what it shows, the previews, then what can be done with them. */
export function PreviewSection({ note, children }: { note: string; children: ReactNode }) {
  return (
    <section aria-labelledby="preview-heading" id="preview" className="mt-6 scroll-mt-4">
      <h2 id="preview-heading" className="mb-1 text-lg font-semibold">
        Preview
      </h2>
      <p className="mb-3 text-sm text-muted">{note}</p>
      {children}
    </section>
  );
}

/** A button that posts one intent of the editor's action. */
export function IntentButton({ intent, kind, children }: { intent: string; kind?: 'primary' | 'plain' | 'danger'; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button kind={kind}>{children}</Button>
    </Form>
  );
}

/**
 * What the editor's last step came to: saved (told by the address, until the next action), done,
 * or refused.
 */
export function EditorNotices({ saved, done, refused }: { saved?: string; done?: string; refused?: string }) {
  return (
    <>
      {[
        { text: saved, tone: 'success' as const },
        { text: done, tone: 'success' as const },
        { text: refused, tone: 'danger' as const },
      ].map(
        (m, i) =>
          m.text && (
            <div key={i} className="mb-4">
              <FormMessage tone={m.tone}>{m.text}</FormMessage>
            </div>
          ),
      )}
    </>
  );
}

/**
 * The editor's texts, a column a language (English first, with the second one beside it on a wide
 * screen); `shrink` lets a column be narrower than what it holds.
 */
export function LanguageColumns({
  columns,
  shrink,
  children,
}: {
  columns: ContentLanguage[];
  shrink?: boolean;
  children: (language: ContentLanguage) => ReactNode;
}) {
  return (
    <Panel title="Texts">
      <div className={`grid gap-4 ${columns.length > 1 ? 'md:grid-cols-2' : ''}`}>
        {columns.map((l) => (
          <fieldset key={l.lng} className={`grid ${shrink ? 'min-w-0 ' : ''}content-start gap-3`} data-testid={`column-${l.lng}`}>
            <legend className="mb-2 font-semibold">
              <span lang={l.lng}>{l.name}</span>
              {l.lng === 'en' ? ' (required: other languages fall back to it)' : ''}
            </legend>
            {children(l)}
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}

/** A text field of the editor, with its hint and its mistake named under it. */
export function TextField({
  label,
  name,
  value,
  error,
  multiline,
  hint,
  lang,
  maxLength,
  rows = 5,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  multiline?: boolean;
  hint?: string;
  lang?: string;
  maxLength?: number;
  rows?: number;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    lang,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: `w-full rounded-theme border bg-surface px-3 py-2 text-text ${error ? 'border-danger' : 'border-field-border'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input {...common} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The site's languages as links: the one picked is written beside English; a language whose text
 * is not written yet is marked missing (in words, not only colour).
 */
export function LanguagePicker({
  languages,
  missing,
  shown,
  href,
}: {
  languages: ContentLanguage[];
  missing: readonly { lng: string }[];
  shown: readonly { lng: string }[];
  href: (lng: string) => string;
}) {
  return (
    <nav aria-label="Languages" className="mb-4">
      <p className="mb-1 text-sm font-medium">Languages of the site (pick one to write beside English)</p>
      <ul className="flex flex-wrap gap-2" data-testid="content-languages">
        {languages.map((l) => {
          const lacks = missing.some((m) => m.lng === l.lng);
          const on = shown.some((c) => c.lng === l.lng);
          return (
            <li key={l.lng}>
              <Link
                to={href(l.lng)}
                aria-current={on ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center gap-1 rounded-theme border px-3 text-sm ${on ? 'border-accent font-semibold' : 'border-field-border'}`}
                data-missing={lacks ? 'true' : undefined}
              >
                <span lang={l.lng}>{l.name}</span>
                {l.isDefault && <span className="text-xs text-muted">(site default)</span>}
                {lacks ? <span className="text-xs font-semibold text-danger">· missing</span> : <span className="sr-only">· written</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
