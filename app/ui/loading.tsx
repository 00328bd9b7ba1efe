import { useTranslation } from '~/i18n/use-translation.ts';
import { errorText } from '~/lib/browser/error-handler.ts';
import { Panel } from './panel.tsx';

/** Grey rows in the place of a list that is still loading. */
export function SkeletonRows({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={label ?? t('site.loading', 'Loading')} className="space-y-2" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-theme bg-surface-2" />
      ))}
    </div>
  );
}

/** While a player call loads: a skeleton, or what went wrong. */
export function LoadingPanel({ error, rows = 4, title }: { error: string | null; rows?: number; title?: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {error ? (
        <p role="alert" className="text-danger">
          {errorText(error, (k, d) => t(k, d ?? k))}
        </p>
      ) : (
        <SkeletonRows rows={rows} />
      )}
    </Panel>
  );
}
