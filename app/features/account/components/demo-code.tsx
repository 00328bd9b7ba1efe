import { useTranslation } from '~/i18n/use-translation.ts';

/** A demo only (DEMO_TAC=1): the one-time code the answer carried, shown under the code field. */
export function DemoCode({ code }: { code: string }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="rounded-theme border border-dashed border-border p-2 text-xs text-muted" data-testid="demo-tac">
      {t('auth.demoCode', 'Demo code:')} <strong className="text-text">{code}</strong>
    </p>
  );
}
