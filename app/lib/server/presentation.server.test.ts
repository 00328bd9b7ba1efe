import { describe, expect, it } from 'vitest';
import type { StartupAnswer } from '#contract/site.ts';
import { presentationOf } from './presentation.server.ts';

const startup = (codes: string[], theme_code = 'casino3', theme_color = '4') =>
  ({ statusCode: 1, message: 'OK', site: { theme_code, theme_color }, language: codes.map((code) => ({ code })) }) as unknown as StartupAnswer;

describe('presentation of a request (theme, language, viewport)', () => {
  it('takes the cookie language only when the operator offers it, else English, else the first offered', () => {
    expect(presentationOf(startup(['EN', 'CN']), 'lang=cn').language).toEqual({ code: 'CN', lng: 'zh' });
    expect(presentationOf(startup(['EN', 'CN']), 'lang=RU').language.code).toBe('EN');
    expect(presentationOf(startup(['RU', 'CN']), null).language.code).toBe('RU');
  });

  it('resolves the template and palette, and refuses what the template does not have', () => {
    expect(presentationOf(startup(['EN']), null).theme).toMatchObject({ ok: true, code: 'casino3' });
    expect(presentationOf(startup(['EN'], 'nope'), null).theme).toMatchObject({ ok: false });
    expect(presentationOf({ statusCode: -500, message: 'internalServerError' } as StartupAnswer, null).theme).toBeNull();
  });

  it('reads the viewport the browser reported, desktop until then', () => {
    expect(presentationOf(startup(['EN']), 'viewport=mobile').viewport).toBe('mobile');
    expect(presentationOf(startup(['EN']), 'viewport=huge').viewport).toBe('desktop');
  });
});
