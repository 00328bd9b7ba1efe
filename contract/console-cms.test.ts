import { describe, expect, it } from 'vitest';
import { CmsSaveForm } from './console-cms.ts';
import { cmsTextsOf } from '../api/services/cms-pages.ts';

describe('the CMS page form', () => {
  it('needs the English title and body, and a title wherever a body is written', () => {
    const r = CmsSaveForm.safeParse({ langs: 'en,zh', title_en: ' ', html_en: '', html_zh: '<p>你好</p>' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort();
    expect(paths).toEqual(['html_en:required', 'title_en:required', 'title_zh:required']);
  });

  it('refuses a language the site cannot have', () => {
    const r = CmsSaveForm.safeParse({ langs: 'en,xx', title_en: 'a', html_en: '<p>a</p>' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['langs']);
  });

  it('changes only the languages shown; a blank one is removed (null)', () => {
    const r = CmsSaveForm.parse({ langs: 'en,zh', title_en: ' Terms ', html_en: '<p>t</p>', title_zh: '', html_zh: ' ', title_es: 'x', html_es: '<p>x</p>' });
    expect(r.texts).toEqual({ en: { title: 'Terms', html: '<p>t</p>' }, zh: null });
  });
});

describe('the language map of a default page', () => {
  it('holds English and the local language by its short name; a removed local text leaves the map', () => {
    const page = { enTitle: 'About', enBody: '<p>a</p>', localTitle: '关于', localBody: '<p>关于</p>' };
    expect(cmsTextsOf(page, 'CN')).toEqual({ en: { title: 'About', html: '<p>a</p>' }, zh: { title: '关于', html: '<p>关于</p>' } });
    expect(cmsTextsOf({ ...page, localBody: null }, 'CN', { zh: { title: 'x', html: 'y' }, es: { title: 'e', html: 'f' } })).toEqual({
      es: { title: 'e', html: 'f' },
      en: { title: 'About', html: '<p>a</p>' },
    });
    expect(cmsTextsOf(page, 'EN')).toEqual({ en: { title: 'About', html: '<p>a</p>' } });
  });
});
