import { useTranslation } from '~/i18n/use-translation.ts';
import { CmsPageView } from '~/features/content/components/cms-page.tsx';
import { ButtonLink } from '~/ui/button.tsx';
import { Money } from '~/ui/money.tsx';
import { cmsLoader } from '~/features/content/cms.server.ts';
import { pageMeta } from '~/lib/shared/page-meta.ts';
import { requestContext } from '~/lib/server/request-context.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Route } from './+types/banking';

export const meta = pageMeta('banking');

export async function loader(args: Route.LoaderArgs) {
  const info = args.context.get(requestContext);
  const [page, methods] = await Promise.all([cmsLoader(args, 'banking'), info.api.call('/wallet/methods', { domain_name: info.site.domain }, info)]);
  return { page: page.data, methods: methods.statusCode === 1 ? methods : null };
}

/** /banking: the operator's banking page, then the methods and limits it offers. */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const m = loaderData.methods;
  return (
    <CmsPageView pageKey="banking" page={loaderData.page}>
      {m && (
        <section className="mt-8 grid gap-4 md:grid-cols-2" data-testid="banking-methods" aria-label={t('wallet.methodsTitle', 'Payment methods and limits')}>
          <div className="rounded-theme border border-border bg-surface p-5">
            <h2 className="text-lg font-bold">{t('wallet.deposit', 'Deposit')}</h2>
            <p className="mt-1 text-sm text-muted">
              {m.currency} <Money value={m.deposit.min} /> – <Money value={m.deposit.max} />
            </p>
            <ul className="mt-3 space-y-1.5">
              {m.deposit.methods.map((x) => (
                <li key={x.code} className="flex items-center gap-2">
                  <span className="h-2 w-2 rounded-full bg-accent" aria-hidden="true" />
                  {x.name}
                </li>
              ))}
            </ul>
            <ButtonLink to={signedIn ? '/deposit' : '/login?redirect=%2Fdeposit'} className="mt-4">
              {t('wallet.deposit', 'Deposit')}
            </ButtonLink>
          </div>
          <div className="rounded-theme border border-border bg-surface p-5">
            <h2 className="text-lg font-bold">{t('wallet.withdrawal', 'Withdrawal')}</h2>
            <p className="mt-1 text-sm text-muted">
              {m.currency} <Money value={m.withdrawal.min} /> – <Money value={m.withdrawal.max} />
            </p>
            <p className="mt-3 text-sm">{t('wallet.banksWePayTo', 'We pay out to:')}</p>
            <p className="text-sm text-muted">{m.banks.map((b) => b.name).join(' · ')}</p>
            <ButtonLink to={signedIn ? '/withdrawal' : '/login?redirect=%2Fwithdrawal'} variant="secondary" className="mt-4">
              {t('wallet.withdrawal', 'Withdrawal')}
            </ButtonLink>
          </div>
        </section>
      )}
    </CmsPageView>
  );
}
