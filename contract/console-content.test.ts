import { describe, expect, it } from 'vitest';
import { ContentSaveForm } from './console-content.ts';
import { fieldErrorsOf } from '../app/lib/shared/forms.ts';

const errors = (fields: Record<string, string>) => {
  const r = ContentSaveForm.safeParse(fields);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('the content editor form', () => {
  it('names every wrong field at once, the required English text among them', () => {
    expect(
      errors({
        kind: 'slide',
        langs: 'en,zh',
        title_en: ' ',
        link: 'javascript:alert(1)',
        sort: '1.5',
        starts_at: '2030-02-01T10:00',
        ends_at: '2030-01-01T10:00',
      }),
    ).toEqual({ title_en: 'required', link: 'invalidLink', sort: 'invalidNumber', ends_at: 'endsBeforeStart' });
    // The marquee's line is its text; an article needs its address.
    expect(errors({ kind: 'marquee', langs: 'en', title_en: 'x' })).toEqual({ body_en: 'required' });
    expect(errors({ kind: 'news', langs: 'en', title_en: 'x', slug: 'Not A Slug' })).toEqual({ slug: 'invalidSlug' });
    expect(errors({ kind: 'news', langs: 'en', title_en: 'x' })).toEqual({ slug: 'required' });
    expect(errors({ kind: 'slide', langs: 'en,xx', title_en: 'x' })).toEqual({ langs: 'unknownLanguage' });
    expect(errors({ kind: 'slide', langs: 'en', title_en: 'x', sort: '1001' })).toEqual({ sort: 'outOfRange' });
    expect(errors({ kind: 'slide', langs: 'en', sort: 'first' })).toEqual({ sort: 'invalidNumber', title_en: 'required' });
  });

  it('changes only the languages the form showed, the kind’s fields only; a blank language is removed; times are UTC', () => {
    const r = ContentSaveForm.parse({
      kind: 'slide',
      langs: 'en,zh',
      title_en: ' Spring cup ',
      body_en: 'Text',
      summary_en: 'not a slide field',
      title_zh: '',
      cta_zh: ' ',
      title_ru: 'not shown in the form',
      starts_at: '2030-01-01T10:00',
      ends_at: '',
      sort: '-3',
    });
    expect(r.texts).toEqual({ en: { title: 'Spring cup', body: 'Text' }, zh: {} });
    expect([r.starts_at, r.ends_at, r.sort]).toEqual(['2030-01-01T10:00:00.000Z', null, -3]);
  });
});
