import { useTranslation } from '~/i18n/use-translation.ts';
import { errorText } from '~/lib/browser/error-handler.ts';

const THEME_KEYS: Record<string, string> = {
  'Invalid theme code': 'theme.invalidCode',
  'Invalid theme color': 'theme.invalidColor',
};

/** A failed startup or an invalid theme shows only the message. */
export function InvalidSite({ message }: { message: string }) {
  const { t } = useTranslation();
  const text = THEME_KEYS[message] ? t(THEME_KEYS[message], message) : errorText(message, (k, d) => t(k, d ?? k));
  return (
    <main className="min-h-dvh grid place-items-center bg-bg text-text p-6">
      <div className="max-w-md text-center rounded-theme border border-border bg-surface p-8 shadow-xl">
        <div aria-hidden="true" className="mx-auto mb-4 grid h-14 w-14 place-items-center rounded-full bg-surface-2 text-2xl text-warning">
          !
        </div>
        <h1 className="text-xl font-bold" data-testid="site-message">
          {text}
        </h1>
        <p className="mt-2 text-muted">{t('site.unavailable', 'This site is not available right now.')}</p>
      </div>
    </main>
  );
}
