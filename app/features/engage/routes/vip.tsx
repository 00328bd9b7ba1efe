import { useTranslation } from '~/i18n/use-translation.ts';
import { VipProgress } from '~/features/account/components/vip-progress.tsx';
import { PageFrame } from '~/features/site/components/page-frame.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { Money } from '~/ui/money.tsx';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/vip';

export const meta = pageMeta('vip');

export async function loader({ context }: Route.LoaderArgs) {
  const info = context.get(requestContext);
  const a = await info.api.call('/wallet/vip_levels', { domain_name: info.site.domain, lang: info.presentation?.language.lng }, info);
  return { levels: a.statusCode === 1 ? a.value : [] };
}

/** VIP: the player's progress (capped at 100 %) and the operator's ladder. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const current = useUserStore((s) => s.vip.currentLevel);
  return (
    <PageFrame pageKey="vip">
      <div className="space-y-6">
        {signedIn ? (
          <VipProgress names={Object.fromEntries(loaderData.levels.map((l) => [l.code ?? l.name, l.name]))} />
        ) : (
          <section className="flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5">
            <p>{t('vip.signInToSee', 'Sign in to see your level and how close you are to the next one.')}</p>
            <ButtonLink to="/login?redirect=%2Fvip">{t('auth.signIn', 'Sign in')}</ButtonLink>
          </section>
        )}
        <section className="rounded-theme border border-border bg-surface p-5">
          <h2 id="vip-ladder" className="mb-1 text-lg font-bold">
            {t('vip.ladder', 'Levels')}
          </h2>
          <p className="mb-4 text-sm text-muted">
            {t('vip.ladderText', 'A level is reached when both the total deposit and the total turnover reach its threshold.')}
          </p>
          {loaderData.levels.length ? (
            // One card a level, its thresholds and benefits; nothing is cut on a phone.
            <ol className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="vip-levels" aria-labelledby="vip-ladder">
              {loaderData.levels.map((l) => {
                const mine = signedIn && (l.code ?? l.name) === current;
                return (
                  <li
                    key={l.level}
                    className={`flex flex-col gap-3 rounded-theme border p-4 ${mine ? 'border-accent bg-surface-2' : 'border-border'}`}
                    aria-current={mine ? 'true' : undefined}
                    data-testid="vip-level"
                  >
                    <h3 className="flex flex-wrap items-center gap-2 text-base font-bold">
                      {l.name}
                      {mine && <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-text">{t('vip.you', 'You')}</span>}
                    </h3>
                    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm [overflow-wrap:anywhere]">
                      <dt className="text-muted">{t('vip.minDeposit', 'Total deposit')}</dt>
                      <dd className="text-right font-semibold tabular-nums">
                        <Money value={l.min_deposit} />
                      </dd>
                      <dt className="text-muted">{t('vip.minTurnover', 'Total turnover')}</dt>
                      <dd className="text-right font-semibold tabular-nums">
                        <Money value={l.min_turnover} />
                      </dd>
                    </dl>
                    {l.benefits?.length ? (
                      <div>
                        <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide break-words text-muted">{t('vip.benefits', 'Benefits')}</h4>
                        <ul className="space-y-1 text-sm">
                          {l.benefits.map((b) => (
                            <li key={b} className="flex gap-2">
                              <span aria-hidden="true" className="text-success">
                                ✓
                              </span>
                              <span className="min-w-0 break-words hyphens-auto">{b}</span>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}</p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
