// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n } from 'i18next';
import { PageI18n, PageI18nContext } from './page-i18n.ts';
import { useTranslation } from './use-translation.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIRST_VIEW = { ru: { ui: { drawn: 'С сервера' } } };
const FULL = { ru: { ui: { drawn: 'С сервера', later: 'Только в браузере' } } };

describe('useTranslation before and after the full bundles', () => {
  it('draws again only the component that missed a message, with the full message', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const page = new PageI18n('ru', FIRST_VIEW, undefined, async () => {
      await arrived;
      const full = i18next.createInstance();
      await full.init({ lng: 'ru', resources: FULL, defaultNS: 'ui', initAsync: false });
      return full;
    });
    const renders = { drawn: 0, later: 0 };
    function Drawn() {
      const { t } = useTranslation();
      renders.drawn += 1;
      return <p id="drawn">{t('drawn')}</p>;
    }
    function Later() {
      const { t } = useTranslation();
      renders.later += 1;
      return <p id="later">{t('later', 'Browser only')}</p>;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <PageI18nContext.Provider value={page as unknown as I18n}>
          <Drawn />
          <Later />
        </PageI18nContext.Provider>,
      ),
    );
    expect(host.querySelector('#later')?.textContent).toBe('Browser only');
    await act(async () => {
      const done = page.upgrade();
      release();
      await done;
    });
    expect(host.querySelector('#later')?.textContent).toBe('Только в браузере');
    expect(host.querySelector('#drawn')?.textContent).toBe('С сервера');
    expect(renders).toEqual({ drawn: 1, later: 2 });
    act(() => root.unmount());
  });
});
