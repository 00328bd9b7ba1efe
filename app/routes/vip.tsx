import { useTranslation } from '~/i18n/use-translation.ts';
import { VipProgress } from '~/components/account/vip-progress.tsx';
import { PageFrame } from '~/components/layout/page-frame.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Money } from '~/components/ui/money.tsx';
import { ScrollTable } from '~/components/ui/scroll-table.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requestContext } from '~/lib/request-context.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/vip';

export const meta = pageMeta('vip');

export async function loader({ context }: Route.LoaderArgs) {
  const info = context.get(requestContext);
  const a = await info.api.call('/wallet/vip_levels', { domain_name: info.site.domain }, info);
  return { levels: a.statusCode === 1 ? a.value : [] };
}

/** SPEC §3/§5 VIP: the player's progress (capped at 100 %) and the operator's ladder. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const current = useUserStore((s) => s.vip.currentLevel);
  return (
    <PageFrame pageKey="vip">
      <div className="space-y-6">
        {signedIn ? (
          <VipProgress />
        ) : (
          <section className="flex flex-wrap items-center justify-between gap-4 rounded-theme border border-border bg-surface p-5">
            <p>{t('vip.signInToSee', 'Sign in to see your level and how close you are to the next one.')}</p>
            <ButtonLink to="/login?redirect=%2Fvip">{t('auth.signIn', 'Sign in')}</ButtonLink>
          </section>
        )}
        <section className="rounded-theme border border-border bg-surface p-5" aria-labelledby="vip-ladder">
          <h2 id="vip-ladder" className="mb-1 text-lg font-bold">
            {t('vip.ladder', 'Levels')}
          </h2>
          <p className="mb-4 text-sm text-muted">
            {t('vip.ladderText', 'A level is reached when both the total deposit and the total turnover reach its threshold.')}
          </p>
          {loaderData.levels.length ? (
            // A region that takes focus, so a keyboard can scroll the table on a phone (issue 19).
            <ScrollTable labelledBy="vip-ladder" testId="vip-levels-scroll">
              <table className="w-full min-w-[28rem] text-sm" data-testid="vip-levels">
                <thead>
                  <tr className="border-b border-border text-left text-muted">
                    <th scope="col" className="px-2 py-2 font-medium">
                      {t('vip.level', 'VIP level')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-medium">
                      {t('vip.minDeposit', 'Total deposit')}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-medium">
                      {t('vip.minTurnover', 'Total turnover')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaderData.levels.map((l) => {
                    const mine = signedIn && l.name === current;
                    return (
                      <tr
                        key={l.level}
                        className={`border-b border-border/60 last:border-0 ${mine ? 'bg-surface-2 font-semibold' : ''}`}
                        aria-current={mine ? 'true' : undefined}
                      >
                        <td className="px-2 py-2.5">
                          {l.name} {mine && <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs text-accent-text">{t('vip.you', 'You')}</span>}
                        </td>
                        <td className="px-2 py-2.5 text-right">
                          <Money value={l.min_deposit} />
                        </td>
                        <td className="px-2 py-2.5 text-right">
                          <Money value={l.min_turnover} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollTable>
          ) : (
            <p className="text-sm text-muted">{t('errors:serviceUnavailable', 'The service is not available right now. Please try again later.')}</p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
